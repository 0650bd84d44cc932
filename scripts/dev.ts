// `npm run dev`: WXT's development mode (rebuild and extension reload on every change) against the
// local sandbox. Starts the sandbox unless one already answers on the port, then runs `wxt` in
// development mode. Load .output/chrome-mv3 once (chrome://extensions → Load unpacked); WXT reloads it.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startSandbox, type SandboxHandle } from '../sandbox/server.ts';
import { DEV_EXTENSION_ID } from './dev-extension-key.ts';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '4010' }, db: { type: 'string', default: '.sandbox/sandbox.db' } },
});
const sandboxUrl = `http://127.0.0.1:${values.port}`;

const alreadyRunning = await fetch(`${sandboxUrl}/_sandbox/sites`, { signal: AbortSignal.timeout(1000) }).then(
  (r) => r.ok,
  () => false,
);
let sandbox: SandboxHandle | null = null;
if (alreadyRunning) console.log(`Using the sandbox already running at ${sandboxUrl}.`);
else {
  sandbox = await startSandbox({ allowExtensions: [DEV_EXTENSION_ID], port: Number(values.port), dbPath: values.db });
  console.log(`Sandbox at ${sandbox.url} (database ${values.db}); inspect it at ${sandbox.url}/_sandbox.`);
}

const wxt = spawn('npx', ['wxt', '--mode', 'development'], {
  stdio: 'inherit',
  env: { ...process.env, WXT_SANDBOX_URL: sandboxUrl },
  shell: process.platform === 'win32',
});
const stop = (code: number) => void (sandbox?.close() ?? Promise.resolve()).then(() => process.exit(code));
wxt.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => wxt.kill('SIGINT'));
process.on('SIGTERM', () => wxt.kill('SIGTERM'));
