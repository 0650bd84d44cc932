import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The scripts an HTML page loads: `<script src>` and `<link rel="modulepreload" href>`, as output paths. */
export function scriptsOfHtml(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g)].map((m) => m[1]!);
  return [...scripts, ...preloads].map((src) => src.replace(/^\//, ''));
}

/** Relative module specifiers a chunk imports, statically or dynamically (`"./x.js"`, `"../chunks/y.js"`). */
export function importsOfChunk(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1]!);
}

/** Every JS file reachable from `entries` (paths relative to `outDir`), each once. */
export function reachableScripts(outDir: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(path.join(outDir, file))) return;
    seen.add(file);
    const code = readFileSync(path.join(outDir, file), 'utf8');
    for (const spec of importsOfChunk(code)) visit(path.posix.join(path.posix.dirname(file), spec));
  };
  entries.forEach(visit);
  return [...seen];
}
