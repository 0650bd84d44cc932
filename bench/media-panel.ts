// Media rows of `npm run bench` measured in the real side panel (built extension, headless Chromium):
// panel → grid drawn and a search typed → results drawn, over 5 000 files; scrolling the grid through
// 2 000 results with infinite scroll, counting frames over 16.7 ms (single ones and sustained runs).
// Headless Chromium with --disable-gpu rasterizes and composites in software on the CPU: slower than
// a desktop browser with a GPU, and it shares the CPU with the sandbox and this script.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { startSandbox } from '../sandbox/server.ts';
import { DEV_EXTENSION_ID } from '../scripts/dev-extension-key.ts';
import { insertFile } from '../sandbox/domains/media/store.ts';
import type { MediaFileDoc } from '../sandbox/domains/media/media-file-doc.ts';
import { openConnectedPanel } from './panel-browser.ts';
import { within } from './bounded-wait.ts';
import { percentile } from './stats.ts';

const FILES = 5_000;
const SCROLL_TARGET = 2_000;
const WORDS = ['cat', 'team', 'logo', 'event', 'spring', 'hero', 'menu', 'shop'];

/** Frame intervals (requestAnimationFrame to requestAnimationFrame) of one stretch of time. */
export interface FrameStats {
  frames: number;
  /** Intervals over 16.7 ms: the usual count of long frames. At 60 Hz an on-time frame is 16.7 ms, so timer jitter alone puts some over. */
  longFrames: number;
  /** Intervals over 25 ms: at least one vsync missed, i.e. a frame really dropped. */
  dropped: number;
  /** Runs of 3 or more consecutive long frames (sustained jank), and the frames in them; single long frames are the rest. */
  sustainedRuns: number;
  framesInSustainedRuns: number;
  longestRun: number;
  p50Ms: number;
  p95Ms: number;
  worstMs: number;
}

export interface PanelBench {
  gridDrawnMs: number[];
  searchDrawnMs: number[];
  scroll: FrameStats & { loaded: number };
  /** The same figures on the idle panel for 2 s before scrolling: what the machine itself costs. */
  idle: FrameStats;
}

const LONG_MS = 16.7;
const DROPPED_MS = 25;
const SUSTAINED = 3;

export function frameStats(intervals: readonly number[]): FrameStats {
  const runs: number[] = [];
  let run = 0;
  for (const f of [...intervals, 0]) {
    if (f > LONG_MS) run += 1;
    else if (run) {
      runs.push(run);
      run = 0;
    }
  }
  const sustained = runs.filter((r) => r >= SUSTAINED);
  const sorted = [...intervals].sort((a, b) => a - b);
  return {
    frames: intervals.length,
    longFrames: intervals.filter((f) => f > LONG_MS).length,
    dropped: intervals.filter((f) => f > DROPPED_MS).length,
    sustainedRuns: sustained.length,
    framesInSustainedRuns: sustained.reduce((a, b) => a + b, 0),
    longestRun: Math.max(0, ...runs),
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    worstMs: sorted.at(-1) ?? Number.NaN,
  };
}

/** One line for the table: long frames, how many of them in sustained runs, dropped frames, p95. */
export const framesSummary = (f: FrameStats): string =>
  `${f.longFrames} of ${f.frames} frames > ${LONG_MS} ms (${f.framesInSustainedRuns} in ${f.sustainedRuns} runs of ${SUSTAINED}+, ${f.longFrames - f.framesInSustainedRuns} single); ${f.dropped} > ${DROPPED_MS} ms; p95 ${f.p95Ms.toFixed(1)} ms`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
export const summary = (xs: number[]): string =>
  `median ${median(xs).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms (n=${xs.length})`;

export async function measurePanel(): Promise<PanelBench> {
  const dir = mkdtempSync(join(tmpdir(), 'sitekeeper-panel-bench-'));
  const sandbox = await startSandbox({
    allowExtensions: [DEV_EXTENSION_ID],
    port: 0,
    dbPath: join(dir, 'bench.db'),
    quiet: true,
  });
  let context: BrowserContext | undefined;
  try {
    const sites = (
      (await (await fetch(`${sandbox.url}/_sandbox/sites`)).json()) as { sites: { id: string; liveUrl: string }[] }
    ).sites;
    const site = sites[0]!;
    const template = (
      sandbox.db
        .prepare("SELECT doc FROM media_files WHERE site_id = ? AND json_extract(doc, '$.mediaType') = 'IMAGE' LIMIT 1")
        .get(site.id) as { doc: string }
    ).doc;
    const base = JSON.parse(template) as MediaFileDoc;
    // Real thumbnails: every extra file shows the sandbox-served picture of a seeded one.
    const picture = `${sandbox.url}/_media/static/${site.id}/${encodeURIComponent(base.id)}`;
    sandbox.db.transaction(() => {
      for (let i = 0; i < FILES; i++) {
        const id = `be0c4a_${i.toString(16).padStart(32, '0')}~mv2.jpg`;
        const day = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
        insertFile(
          sandbox.db,
          site.id,
          {
            ...base,
            id,
            displayName: `${WORDS[i % WORDS.length]}-${i}.jpg`,
            url: picture,
            thumbnailUrl: picture,
            sizeInBytes: String(1000 + i),
            createdDate: day,
            updatedDate: day,
            state: 'OK',
            parentFolderId: 'media-root',
          },
          'image/jpeg',
        );
      }
    })();

    const opened = await openConnectedPanel(sandbox.url, site.liveUrl);
    context = opened.context;
    const page = opened.page;
    const thumbs = page.getByTestId('media-thumb');

    const gridDrawnMs: number[] = [];
    for (let run = 0; run < 5; run++) {
      await page.getByRole('tab', { name: 'Reviews' }).click();
      const started = performance.now();
      await page.getByRole('tab', { name: 'Media' }).click();
      await thumbs.nth(29).waitFor();
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      gridDrawnMs.push(performance.now() - started);
    }

    const searchDrawnMs: number[] = [];
    const box = page.getByRole('searchbox', { name: 'Search site media' });
    for (let run = 0; run < 8; run++) {
      const word = `${WORDS[run % WORDS.length]}-${run + 1}`;
      const started = performance.now();
      await box.fill(word);
      await box.press('Enter');
      await within(
        `the results of "${word}"`,
        30_000,
        page.waitForFunction(
          (w) => {
            const names = [...document.querySelectorAll('[data-testid="media-name"]')].map((e) => e.textContent ?? '');
            return names.length > 0 && names.every((n) => n.includes(w));
          },
          word,
          { timeout: 31_000 },
        ),
        async () => `names ${JSON.stringify((await page.getByTestId('media-name').allTextContents()).slice(0, 5))}`,
      );
      searchDrawnMs.push(performance.now() - started);
    }
    await box.fill('');
    await box.press('Enter');
    await thumbs.nth(29).waitFor();

    // Frame times while scrolling down, the grid loading page after page.
    // A string, not a function: tsx would wrap named closures in a helper the page doesn't have.
    const startFrames = `(() => {
      window.__frames = [];
      window.__stop = false;
      let last = performance.now();
      const tick = (now) => { window.__frames.push(now - last); last = now; if (!window.__stop) requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    })()`;
    const stopFrames = '(() => { window.__stop = true; return window.__frames.slice(1); })()';
    await page.evaluate(startFrames);
    await page.waitForTimeout(2000);
    const idleFrames = await page.evaluate<number[]>(stopFrames);
    await page.evaluate(startFrames);
    // Counted with one native querySelectorAll: Playwright's locator count walks the whole DOM in
    // its own engine (~0.2 ms per thumbnail per call), work on the panel's main thread that would
    // land in the very frames measured here.
    const loadedNow = () => page.evaluate<number>('document.querySelectorAll(\'[data-testid="media-thumb"]\').length');
    const deadline = performance.now() + 90_000;
    while ((await loadedNow()) < SCROLL_TARGET && performance.now() < deadline) {
      await page.mouse.move(200, 600);
      await page.mouse.wheel(0, 1200);
      await page.waitForTimeout(16);
    }
    const loaded = await loadedNow();
    const frames = await page.evaluate<number[]>(stopFrames);
    return { gridDrawnMs, searchDrawnMs, scroll: { loaded, ...frameStats(frames) }, idle: frameStats(idleFrames) };
  } finally {
    await context?.close();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// `npx tsx bench/media-panel.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measurePanel();
  console.log(
    JSON.stringify(
      {
        grid: summary(r.gridDrawnMs),
        search: summary(r.searchDrawnMs),
        scroll: framesSummary(r.scroll),
        idle: framesSummary(r.idle),
        raw: r,
      },
      null,
      2,
    ),
  );
}
