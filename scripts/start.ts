// `npm start`: build the development extension, start the sandbox with its demo sites, say what next.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { listSitesWithKeys } from '../sandbox/domains/sites/store.ts';
import { startSandbox } from '../sandbox/server.ts';
import { SEED_SIZES } from '../sandbox/seed/demo-sites.ts';
import { DEV_EXTENSION_ID } from './dev-extension-key.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    db: { type: 'string', default: '.sandbox/sandbox.db' },
    'no-browser': { type: 'boolean', default: false },
    // The agency seed (1 003 sites in 5 accounts): `npm start -- --seed-size agency --reset`.
    'seed-size': { type: 'string', default: 'small' },
    reset: { type: 'boolean', default: false },
  },
});
const seedSize = SEED_SIZES.find((s) => s === values['seed-size']);
if (!seedSize) {
  console.error(`Invalid --seed-size ${values['seed-size']} (small, large or agency)`);
  process.exit(2);
}

const extensionDir = path.resolve('.output/chrome-mv3');
console.log('Building the development extension (it connects to the local sandbox in one click)…');
const sandboxUrl = `http://127.0.0.1:${values.port}`;
const build = spawnSync('npx', ['wxt', 'build', '--mode', 'development'], {
  stdio: 'inherit',
  env: { ...process.env, WXT_SANDBOX_URL: sandboxUrl },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const sandbox = await startSandbox({
  allowExtensions: [DEV_EXTENSION_ID],
  port: Number(values.port),
  dbPath: values.db,
  seedSize,
  reset: values.reset,
});
// The agency seed's 1 000 light sites are summarized at /_sandbox; the demo sites come first.
const sites = listSitesWithKeys(sandbox.db).slice(0, 3);
console.log(`
Sitekeeper is ready.

  Sandbox      ${sandbox.url}   (database ${values.db}; it persists across restarts)
  Extension    ${extensionDir}

Load the extension: open chrome://extensions in Chromium or Chrome, turn on Developer mode,
"Load unpacked", and pick the folder above. Then open a demo site, click the Sitekeeper icon,
and choose "Use the local sandbox" (this development build already points at ${sandbox.url}).

Demo sites:`);
for (const s of sites) console.log(`  ${s.name.padEnd(28)} ${sandbox.url}/sites/${s.slug}/`);
console.log(
  `\nInspect the sandbox (sites, provider calls, events, webhooks, faults) at ${sandbox.url}/_sandbox. Stop with Ctrl+C.`,
);

// With a display, also open Chromium with the extension loaded (never on a headless machine).
const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
if (process.env.DISPLAY && chromium && !values['no-browser']) {
  const profile = mkdtempSync(path.join(tmpdir(), 'sitekeeper-profile-'));
  const child = spawn(
    chromium,
    [
      `--user-data-dir=${profile}`,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      '--no-first-run',
      `${sandbox.url}/sites/${sites[0]?.slug ?? ''}/`,
    ],
    { stdio: 'ignore', detached: true },
  );
  child.on('error', () => console.log('(Could not open Chromium; load the extension by hand as above.)'));
  child.unref();
}

const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
