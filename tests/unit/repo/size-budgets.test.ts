import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../../scripts/size/budgets';
import { dynamicImportsOfChunk, importsOfChunk, scriptsOfHtml } from '../../../scripts/size/bundle-files';
import { formatTable, overBudget, type Figure } from '../../../scripts/size/report';

const figure = (gzipBytes: number, files = ['a.js']): Figure => ({ budget: BUDGETS.contentScript, files, gzipBytes });

describe('size check', () => {
  it('finds the scripts a page loads and the chunks a chunk imports', () => {
    const html =
      '<script type="module" crossorigin src="/chunks/sidepanel-1.js"></script><link rel="modulepreload" crossorigin href="/chunks/react-2.js"><link rel="stylesheet" href="/assets/x.css">';
    expect(scriptsOfHtml(html)).toEqual(['chunks/sidepanel-1.js', 'chunks/react-2.js']);
    // The side panel's, which its first script loads.
    const panel =
      '<script src="/panel-paint.js"></script><link crossorigin href="/chunks/sidepanel-1.js" data-panel-entry><link crossorigin href="/chunks/react-2.js" data-panel-preload>';
    expect(scriptsOfHtml(panel)).toEqual(['panel-paint.js', 'chunks/sidepanel-1.js', 'chunks/react-2.js']);
    const code =
      'import{a as b}from"./react-2.js";const c=()=>import("./lazy-3.js");const h=()=>import(`./hls-4.js`);import "../d.js"';
    expect(importsOfChunk(code)).toEqual(['./react-2.js', '../d.js']);
    // On-demand chunks, also in the backtick form Vite writes: counted, in their own row.
    expect(dynamicImportsOfChunk(code)).toEqual(['./lazy-3.js', './hls-4.js']);
  });

  it('fails a part over its budget or with nothing measured, passes one under it', () => {
    expect(overBudget([figure(24_999)])).toEqual([]);
    expect(overBudget([figure(25_001)])).toHaveLength(1);
    expect(overBudget([figure(0, [])])).toHaveLength(1);
  });

  it('prints the figure, the budget and the verdict', () => {
    const table = formatTable([figure(31_800)]);
    expect(table).toContain('content script (live-site)');
    expect(table).toMatch(/31\.8 kB\s+< 25\.0 kB\s+OVER by 6\.8 kB/);
  });
});
