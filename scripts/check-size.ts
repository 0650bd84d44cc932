// Size budgets of the production build (run `wxt build` first; `npm run test:size` does both).
// Prints a table of the gzipped figures and exits 1 when one is over budget or missing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BUDGETS, type Budget } from './size/budgets';
import { reachableScripts, scriptsOfHtml } from './size/bundle-files';
import { formatTable, overBudget, type Figure } from './size/report';

const outDir = path.resolve(process.argv[2] ?? '.output/chrome-mv3');
const gzipSize = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;

const figure = (budget: Budget, files: string[]): Figure => ({
  budget,
  files,
  gzipBytes: files.reduce((sum, f) => sum + gzipSize(f), 0),
});
/** What an entry loads with it, counted against its budget (everything it could load, for scripts without lazy parts). */
const measure = (budget: Budget, entries: string[]): Figure => {
  const { initial, onDemand } = reachableScripts(outDir, entries);
  return figure(budget, [...initial, ...onDemand]);
};

const sidePanelHtml = readFileSync(path.join(outDir, 'sidepanel.html'), 'utf8');
const panel = reachableScripts(outDir, scriptsOfHtml(sidePanelHtml));
const figures = [
  measure(BUDGETS.contentScript, ['content-scripts/live-site.js']),
  figure(BUDGETS.sidePanel, panel.initial),
  ...(panel.onDemand.length > 0 ? [figure(BUDGETS.sidePanelOnDemand, panel.onDemand)] : []),
  measure(BUDGETS.background, ['background.js']),
];

console.log(`Size budgets (gzip -9) of ${path.relative(process.cwd(), outDir)}:\n`);
console.log(formatTable(figures));
const over = overBudget(figures);
if (over.length > 0) {
  console.error(`\nOver budget: ${over.map((f) => f.budget.name).join(', ')}.`);
  process.exitCode = 1;
}
