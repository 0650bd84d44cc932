// Finds (or installs) the Chromium the end-to-end tests drive, records it, and returns its path.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decide, existingBrowser, type Action, type InstallRoute } from './decide';
import { describeMachine, findBrowsers } from './facts';
import { install } from './install';

/** Where the chosen path is kept for other tools (one line, the executable's path). */
export const RECORD_FILE = path.resolve('node_modules/.cache/sitekeeper/chromium-path');

export class NoBrowserError extends Error {}

function use(action: Extract<Action, { kind: 'use' }>, log: (line: string) => void): string {
  mkdirSync(path.dirname(RECORD_FILE), { recursive: true });
  writeFileSync(RECORD_FILE, `${action.path}\n`);
  log(`Chromium for the end-to-end tests: ${action.path} (${action.source})`);
  if (action.note) log(action.note);
  return action.path;
}

export async function ensureChromium(log: (line: string) => void = console.log): Promise<string> {
  let found = await findBrowsers();
  const existing = existingBrowser(found);
  if (existing?.kind === 'use') return use(existing, log);
  if (existing?.kind === 'stop') throw new NoBrowserError(existing.message);

  const tried: InstallRoute[] = [];
  for (;;) {
    const action = decide(found, await describeMachine(tried));
    if (action.kind === 'use') return use(action, log);
    if (action.kind === 'stop') throw new NoBrowserError(action.message);
    log(`No Chromium found; installing one: ${action.command}`);
    install(action.route);
    tried.push(action.route);
    found = await findBrowsers();
  }
}
