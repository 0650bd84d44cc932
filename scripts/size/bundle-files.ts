import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The scripts an HTML page loads: `<script src>`, `<link rel="modulepreload" href>` and the side
 * panel's links its first script loads (`data-panel-entry`, `data-panel-preload`:
 * scripts/build/panel-entry-after-paint.ts), as output paths.
 */
export function scriptsOfHtml(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .filter(([link]) => /\brel="modulepreload"|\bdata-panel-(entry|preload)\b/.test(link))
    .flatMap(([link]) => /\bhref="([^"]+\.js)"/.exec(link)?.[1] ?? []);
  return [...scripts, ...preloads].map((src) => src.replace(/^\//, ''));
}

/** Relative module specifiers a chunk imports statically (`from "./x.js"`, `import "../y.js"`). */
export function importsOfChunk(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1]!);
}

/** Chunks a chunk loads on demand: `import("./x.js")`, also with backticks as Vite writes them. */
export function dynamicImportsOfChunk(code: string): string[] {
  return [...code.matchAll(/import\s*\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!);
}

/**
 * The JS files `entries` load (paths relative to `outDir`), each once: `initial` is what loads with
 * them (static imports), `onDemand` what they load later (dynamic imports, e.g. the video player).
 */
export function reachableScripts(outDir: string, entries: string[]): { initial: string[]; onDemand: string[] } {
  const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
  const walk = (roots: string[], seen: Set<string>, follow: (code: string) => string[]) => {
    const visit = (file: string) => {
      if (seen.has(file) || !existsSync(path.join(outDir, file))) return;
      seen.add(file);
      for (const spec of follow(read(file))) visit(path.posix.join(path.posix.dirname(file), spec));
    };
    roots.forEach(visit);
  };
  const initial = new Set<string>();
  walk(entries, initial, importsOfChunk);
  const lazyRoots = [...initial].flatMap((f) =>
    dynamicImportsOfChunk(read(f)).map((spec) => path.posix.join(path.posix.dirname(f), spec)),
  );
  const all = new Set(initial);
  walk(lazyRoots, all, (code) => [...importsOfChunk(code), ...dynamicImportsOfChunk(code)]);
  return { initial: [...initial], onDemand: [...all].filter((f) => !initial.has(f)) };
}
