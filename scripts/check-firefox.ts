// `web-ext lint` on the Firefox build (run after `wxt build -b firefox`; `npm run test:firefox` does
// both): no error, and no warning or notice but the ones explained in scripts/firefox/lint-findings.ts.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EXPLAINED, unexplained, type LintMessage } from './firefox/lint-findings';
import { firefoxManifestProblems, type FirefoxManifest } from './firefox/manifest-shape';

const sourceDir = path.resolve(process.argv[2] ?? '.output/firefox-mv3');
const webExt = path.join(path.dirname(createRequire(import.meta.url).resolve('web-ext')), 'bin/web-ext.js');

interface LintReport {
  summary: { errors: number; warnings: number; notices: number };
  errors: LintMessage[];
  warnings: LintMessage[];
  notices: LintMessage[];
}

let stdout: string;
try {
  stdout = execFileSync(
    process.execPath,
    [webExt, 'lint', '--source-dir', sourceDir, '--output', 'json', '--no-config-discovery'],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
} catch (error) {
  // web-ext exits 1 when it found errors; its report is on stdout all the same.
  stdout = (error as { stdout?: string }).stdout ?? '';
  if (!stdout) throw error;
}
const report = JSON.parse(stdout) as LintReport;

const lines = new Map<string, string[]>();
const sourceLine = (file: string, line: number): string | null => {
  if (!lines.has(file)) {
    try {
      lines.set(file, readFileSync(path.join(sourceDir, file), 'utf8').split('\n'));
    } catch {
      return null;
    }
  }
  return lines.get(file)![line - 1] ?? null;
};

const manifestProblems = firefoxManifestProblems(
  JSON.parse(readFileSync(path.join(sourceDir, 'manifest.json'), 'utf8')) as FirefoxManifest,
);
for (const p of manifestProblems) console.error(`  ✗ manifest: ${p}`);

const show = (m: LintMessage) => `${m.code} ${m.file ?? ''}${m.line ? `:${m.line}` : ''}: ${m.message}`;
const { summary } = report;
console.log(
  `web-ext lint ${path.relative(process.cwd(), sourceDir)}: ${summary.errors} errors, ${summary.warnings} warnings, ${summary.notices} notices`,
);
const left = unexplained([...report.warnings, ...report.notices], sourceLine);
for (const m of report.errors) console.error(`  ✗ error ${show(m)}`);
for (const m of left) console.error(`  ✗ unexplained ${show(m)}`);
const explained = [...report.warnings, ...report.notices].filter((m) => !left.includes(m));
for (const m of explained)
  console.log(`  · ${m.code} ${m.file ?? ''} (${EXPLAINED.find((e) => e.code === m.code)!.why})`);
if (report.errors.length > 0 || left.length > 0 || manifestProblems.length > 0) process.exitCode = 1;
else
  console.log(
    "  ✓ no error; every warning is a library's, explained in scripts/firefox/lint-findings.ts; the sidebar, add-on id and event page are declared",
  );
