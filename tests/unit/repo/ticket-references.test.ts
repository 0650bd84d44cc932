import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoFiles } from './repo-files';

// A comment, a doc or a test's title says why in words. A ticket number (an issue, a finding or a
// ticket with its number, or a hash and a number) points into a tracker that a clone of this
// repository doesn't have, so its reader can't follow it. The examples below are put together with
// `${…}`, so that this file matches none of them itself.

const CODE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const files = repoFiles((name) => CODE.test(name) || name.endsWith('.md'));

/** A word that names a ticket, then its number: "issue N", "issues N and M", "Finding #N", "ticket-N". */
const WORD = /\b(?:issues?|findings?|tickets?)[\s-]*#?(\d+)\b/gi;
/** What follows an HTTP status the verb issues ("would issue 404 Not Found", "issue 403 PERMISSION_DENIED"). */
const STATUS_WORDS = /^\s+(?:[A-Z]|errors?\b|status\b|responses?\b|answers?\b)/;
/**
 * A hash and a number on their own: not a link's anchor or a URL's fragment (after a word, a slash, a
 * dot, `](`), not an entity (`&#39;`), not in quotes or code, not a colour after its property or size.
 */
const HASH =
  /(?<![\w&#/.:=`'"$-])(?<!\]\()(?<!(?::|\d+px|\bsolid|\bcolou?rs?|\bbackground|\bborder|\bfill|\bstroke|\bshadow)\s*)#\d+(?![\w=-]|\.\d)/g;

/** The ticket words with their numbers in `text` (every one, wherever it stands). */
function ticketWords(text: string): string[] {
  return [...text.matchAll(WORD)]
    .filter((m) => {
      const status = Number(m[1]) >= 100 && Number(m[1]) < 600 && /^issue/i.test(m[0]);
      return !(status && STATUS_WORDS.test(text.slice(m.index + m[0].length)));
    })
    .map((m) => m[0]);
}

/** The hashes and numbers in prose `text` (a comment's or a doc's), with where each starts. */
function ticketHashes(text: string): { at: number; ref: string }[] {
  return [...text.matchAll(HASH)].map((m) => ({ at: m.index, ref: m[0] }));
}

/** Where the comments of a script are, as [start, end) offsets (strings and templates are not prose). */
function commentSpans(file: string, text: string): [number, number][] {
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.jsx')
      ? ts.ScriptKind.JSX
      : file.endsWith('.ts')
        ? ts.ScriptKind.TS
        : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const spans = new Map<number, number>();
  const visit = (node: ts.Node): void => {
    for (const c of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) spans.set(c.pos, c.end);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...spans];
}

/** Every ticket reference of a file, as `file:line: what it cites`. */
function problemsIn(file: string, text = readFileSync(file, 'utf8')): string[] {
  if (!/(?:issue|finding|ticket)s?[\s-]*#?\d|#\d/i.test(text)) return [];
  const prose = file.endsWith('.md');
  // A hash and a number in a script counts only inside a comment (a colour in a style string is no ticket).
  const comments = !prose && /#\d/.test(text) ? commentSpans(file, text) : [];
  const inComment = (at: number) => comments.some(([start, end]) => at >= start && at < end);
  let lineStart = 0;
  return text.split('\n').flatMap((line, i) => {
    const from = lineStart;
    lineStart += line.length + 1;
    const refs = [
      ...ticketWords(line),
      ...ticketHashes(line)
        .filter((h) => prose || inComment(from + h.at))
        .map((h) => h.ref),
    ];
    return refs.map((ref) => `${file}:${i + 1}: "${ref}" cites a ticket the repository doesn't hold: say why in words`);
  });
}

describe('ticket references in comments, docs and test titles', () => {
  it('are none: each says the reason in words', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => problemsIn(file))).toEqual([]);
  });

  it('match a ticket word with its number, and a hash with a number in prose', () => {
    const n = 12;
    const words: [string, string[]][] = [
      [`the agency seed (issue ${23})`, [`issue ${23}`]],
      [`issue ${20}, finding ${11}: any URI was accepted`, [`issue ${20}`, `finding ${11}`]],
      [`Issue ${21}: where the sandbox was lenient`, [`Issue ${21}`]],
      [`describe('finding ${n}: body limits')`, [`finding ${n}`]],
      [`security findings ${5} to 10`, [`findings ${5}`]],
      [`issues ${n} and 13`, [`issues ${n}`]],
      [`Finding #${3}`, [`Finding #${3}`]],
      [`ISSUE-${4}`, [`ISSUE-${4}`]],
      [`see ticket ${7}`, [`ticket ${7}`]],
      [`issue ${404} of the tracker`, [`issue ${404}`]],
    ];
    for (const [text, found] of words) expect(ticketWords(text), text).toEqual(found);

    const hashes: [string, string[]][] = [
      [`see #${n}`, [`#${n}`]],
      [`(#${n})`, [`#${n}`]],
      [`fixed in #${345}.`, [`#${345}`]],
      [`#${n}, #${13}`, [`#${n}`, `#${13}`]],
    ];
    const refs = (text: string) => ticketHashes(text).map((h) => h.ref);
    for (const [text, found] of hashes) expect(refs(text), text).toEqual(found);
  });

  it('leave prose, statuses, colours, anchors and headings alone', () => {
    const words = [
      'an issue with the cache, a serious axe finding, the ticket the background issued',
      `the background issued ${12} tickets`,
      `the sandbox would issue ${404} Not Found`,
      `it issues ${403} PERMISSION_DENIED`,
      `issue ${429} errors until the window passes`,
      `issues ${429}s`,
      `${5} issues, ${3} findings`,
    ];
    for (const text of words) expect(ticketWords(text), text).toEqual([]);

    const hashes = [
      `color: #${222}; border: 1px solid #${999}; background: #fff; box-shadow: 0 1px 4px #${'0002'}`,
      `\`#${222}\` and '#${7}'`,
      '`#tool=members&members.member=m1`',
      `## ${3}. Shapes of the calls`,
      `[the shapes](#${3}-shapes) and provider-contract.md#${3}-shapes`,
      `http://localhost:4010/x#${12}`,
      `&#${39};`,
      '#!/usr/bin/env node',
    ];
    for (const text of hashes) expect(ticketHashes(text), text).toEqual([]);
  });

  it('name the file and line, and take a hash in a script only from its comments', () => {
    const script = [
      `const css = \`button { color: #${222}; }\`;`,
      `// see #${12}`,
      `/** Undone by issue ${13}. */`,
      `it('title (finding ${3})', () => {});`,
      `const label = \`step #${14}\`;`,
    ].join('\n');
    expect(problemsIn('tests/unit/probe.ts', script).map((p) => p.split(' cites')[0])).toEqual([
      `tests/unit/probe.ts:2: "#${12}"`,
      `tests/unit/probe.ts:3: "issue ${13}"`,
      `tests/unit/probe.ts:4: "finding ${3}"`,
    ]);
    const doc = [`# Title`, '', `Fixed in #${12} (issue ${13}).`].join('\n');
    expect(problemsIn('probe.md', doc)).toEqual([
      `probe.md:3: "issue ${13}" cites a ticket the repository doesn't hold: say why in words`,
      `probe.md:3: "#${12}" cites a ticket the repository doesn't hold: say why in words`,
    ]);
  });
});
