import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoFiles } from './repo-files';

// A comment or a doc may cite only what a clone of this repository has: a Markdown file that exists
// and, after it, section numbers that are headings of that file. The documents that used to live
// beside the repository are named by the patterns below, written so that this file matches none of
// them itself (the section sign is written as an escape, too).

const TEXT = /\.(ts|tsx|js|mjs|cjs|md|ya?ml|json|html|css|sh)$/;
const files = repoFiles((name) => TEXT.test(name) && name !== 'package-lock.json');

/** Names of documents outside the repository, with what to cite instead. */
const OUTSIDE: ReadonlyArray<readonly [RegExp, string]> = [
  [/contract\s+note/i, 'the SDK wire notes are not in the repository: cite docs/provider-contract.md'],
  [/spec\s+point\s*\d/i, 'the product spec is not in the repository: cite docs/product.md'],
  [/\bDESIGN\.md\b/, 'the design card is not in the repository: cite docs/architecture.md or docs/security.md'],
  [/(?<![\w/.-])notes\/[\w-]+\.md/, 'research notes are not in the repository: cite the docs/ page that holds it'],
  [/\.\.\/shared\b/, 'names a folder outside the repository'],
  [
    /(?<![\w-])(?:provider-docs|wix-skills)\/|\b[\w-]+\.service\.json\b/,
    "the provider's saved reference is not in the repository: cite docs/provider-contract.md",
  ],
];

/** A Markdown file (a link target or a path), then one or more section numbers: the file and its sections. */
const CITATION = /([\w./-]*[\w-]+\.md)(?:#[\w-]*)?[`)\]]*((?:\s*(?:,|\/|and)?\s*\u00a7\s*\d+(?:\.\d+)*)+)/g;
const SECTION = /\u00a7\s*(\d+(?:\.\d+)*)/g;
/** A path into docs/ anywhere in a line (also inside `../../docs/…` link targets). */
const DOCS_PATH = /(?<![\w-])docs\/([\w.-]+\.md)\b/g;
/** Standards number their own sections (RFCs); those are not ours to check. */
const STANDARD = /\bRFC\s*\d+\s*\u00a7\s*\d+(?:\.\d+)*/g;

const headingsOf = new Map<string, Set<string>>();
/** The section numbers of a Markdown file's headings (`## 3. Shapes` is 3, `### 3.4 Reviews` is 3.4). */
function sectionsOf(file: string): Set<string> {
  let found = headingsOf.get(file);
  if (!found) {
    const headings = readFileSync(file, 'utf8').matchAll(/^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/gm);
    found = new Set([...headings].map((m) => m[1]!));
    headingsOf.set(file, found);
  }
  return found;
}

/** Where a cited Markdown path points: into docs/, beside the citing file, or from the root. */
function resolveCited(from: string, cited: string): string | null {
  const docsAt = cited.lastIndexOf('docs/');
  const candidates =
    docsAt === 0 || (docsAt > 0 && cited[docsAt - 1] === '/')
      ? [cited.slice(docsAt)]
      : [path.join(path.dirname(from), cited), cited];
  return candidates.map((c) => path.normalize(c)).find((c) => exists(c)) ?? null;
}

/** What a line must hold for any check below to find something: most lines hold none of it. */
const MAY_CITE = /note|point|DESIGN|shared|provider-docs|wix-skills|\.service\.json|docs\/|\.md|\u00a7/i;

const existing = new Map<string, boolean>();
/** `existsSync`, asked once per path (the same pages are cited thousands of times). */
function exists(file: string): boolean {
  let found = existing.get(file);
  if (found === undefined) existing.set(file, (found = existsSync(file)));
  return found;
}

/** Every citation problem of a file, as `file:line: what is wrong`. */
function problemsIn(file: string, text = readFileSync(file, 'utf8')): string[] {
  const inDocs = file.startsWith('docs/') && file.endsWith('.md');
  return text.split('\n').flatMap((line, i) => {
    if (!MAY_CITE.test(line)) return [];
    const at = `${file}:${i + 1}`;
    const problems: string[] = [];
    for (const [pattern, why] of OUTSIDE) if (pattern.test(line)) problems.push(`${at}: ${why}`);
    for (const m of line.matchAll(DOCS_PATH))
      if (!exists(`docs/${m[1]}`)) problems.push(`${at}: docs/${m[1]} does not exist`);

    const rest = line.replace(STANDARD, '');
    for (const m of rest.matchAll(CITATION)) {
      const target = resolveCited(file, m[1]!);
      if (!target) problems.push(`${at}: cites sections of ${m[1]}, which does not exist`);
      else
        for (const s of m[2]!.matchAll(SECTION))
          if (!sectionsOf(target).has(s[1]!)) problems.push(`${at}: ${target} has no section ${s[1]}`);
    }
    // A section number with no document before it: in docs/ it means the page itself, elsewhere nothing.
    for (const s of rest.replace(CITATION, '').matchAll(SECTION)) {
      if (!inDocs) problems.push(`${at}: section ${s[1]} names no document (write docs/<page>.md and the section)`);
      else if (!sectionsOf(file).has(s[1]!)) problems.push(`${at}: ${file} has no section ${s[1]}`);
    }
    return problems;
  });
}

describe('citations in code and docs', () => {
  it('name only documents of this repository, and sections those documents have', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => problemsIn(file))).toEqual([]);
  });

  it('fail on a document outside the repository, a missing page or section, a section of nothing', () => {
    // Put together at run time, so that this file names none of them.
    const wrong = [
      ['contract', 'note \u00a71.4'].join(' '),
      ['spec', 'point 3'].join(' '),
      `${'DESIGN'}.md`,
      `${'notes'}/live-site.md \u00a71`,
      `..${'/'}shared/x`,
      `provider-${'docs'}/members${'.service'}.json`,
      `${'docs'}/no-such-page.md`,
      `${'docs'}/product.md \u00a742`,
      '\u00a74.2 on its own',
    ];
    const probe = 'tests/unit/probe.ts';
    const lines = problemsIn(probe, wrong.map((c) => `// ${c}`).join('\n')).map((p) => /:(\d+):/.exec(p)?.[1]);
    expect(new Set(lines)).toEqual(new Set(wrong.map((_, i) => String(i + 1))));

    const right = `// ${'docs'}/product.md \u00a73.4, \u00a78 and [x](../../${'docs'}/provider-contract.md) \u00a75.3; RFC 6749 \u00a74.1.2`;
    expect(problemsIn(probe, right)).toEqual([]);
  });
});
