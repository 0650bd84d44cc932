import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve('.');
const docs = ['README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

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
});
