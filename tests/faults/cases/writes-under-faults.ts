// Writes under faults (the fault suite's first case): 200 actions of a scripted admin
// session through the built extension's side panel, with the sandbox at 20 % 5xx, 10 % 429 (half
// without Retry-After), 5 % dropped connections (half after the write committed); afterwards the
// provider's state must equal the intended state: no duplicate, nothing lost.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSandbox } from '../../../sandbox/server';
import type { FaultCase, FaultCaseResult } from '../case';
import { extensionPath, launchBrowser } from '../../e2e/fixtures';
import { runWritesSession } from '../writes/run-session';

const ACTIONS = Number(process.env.WRITES_ACTIONS ?? 200);
const SEED = Number(process.env.WRITES_SEED ?? 200);

async function run(): Promise<FaultCaseResult> {
  // The development build reaches the sandbox; reuse it when it is there.
  if (!existsSync(path.join(extensionPath, 'manifest.json')))
    execSync('npx wxt build --mode development', { stdio: 'inherit' });
  const dir = mkdtempSync(path.join(tmpdir(), 'sitekeeper-faults-writes-'));
  const sandbox = await startSandbox({ port: 0, dbPath: path.join(dir, 'sandbox.db'), quiet: true });
  const context = await launchBrowser(path.join(dir, 'profile'));
  try {
    const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(sw.url()).host;
    const result = await runWritesSession({
      sandbox,
      context,
      extensionId,
      actions: ACTIONS,
      seed: SEED,
      ...(process.env.WRITES_LOG ? { log: (line: string) => console.log(line) } : {}),
    });
    const failures = [...result.problems];
    if (result.figures.stuck !== 0) failures.push(`${result.figures.stuck} actions never landed in the panel`);
    return {
      name: 'writes under faults',
      passed: failures.length === 0 && result.duplicates === 0 && result.lost === 0,
      figures: result.figures,
      failures,
    };
  } finally {
    await context.close();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export const faultCase: FaultCase = { name: 'writes under faults', run };
