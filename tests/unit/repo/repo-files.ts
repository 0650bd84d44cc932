import { readdirSync } from 'node:fs';

/** Folders that hold no source of the project: dependencies, build output, test output, local data. */
const SKIP = new Set([
  'node_modules',
  '.output',
  '.wxt',
  '.git',
  'test-results',
  'playwright-report',
  '.sandbox',
  'scratch',
]);

/** The project's files whose name passes `keep`, as paths relative to the repository root. */
export function repoFiles(keep: (name: string) => boolean, dir = '.'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = dir === '.' ? e.name : `${dir}/${e.name}`;
    if (e.isDirectory()) return SKIP.has(e.name) ? [] : repoFiles(keep, p);
    return keep(e.name) ? [p] : [];
  });
}
