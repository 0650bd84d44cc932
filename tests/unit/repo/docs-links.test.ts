import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles } from './repo-files';

const root = path.resolve('.');
/** Every Markdown file of the project: the README, docs/, and each folder's README. */
const docs = repoFiles((name) => name.endsWith('.md'));

describe('docs', () => {
  it('link only to files inside the repository, and those exist', () => {
    const broken = docs.flatMap((doc) =>
      [...readFileSync(doc, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)]
        .map((m) => m[1]!.split('#')[0]!)
        .filter((target) => target !== '' && !/^[a-z]+:/i.test(target)) // web links are fine
        .map((target) => ({ doc, target, file: path.resolve(path.dirname(doc), target) }))
        .filter(({ file }) => !file.startsWith(root + path.sep) || !existsSync(file))
        .map(({ doc, target }) => `${doc} → ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('name no file outside the repository (a newcomer has only this checkout)', () => {
    expect(docs.length).toBeGreaterThan(10);
    expect(docs.filter((doc) => /\.\.\/shared\b/.test(readFileSync(doc, 'utf8')))).toEqual([]);
  });
});
