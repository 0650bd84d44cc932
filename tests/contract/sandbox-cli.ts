// The real sandbox CLI (`sandbox/cli.ts`) in a child process on a file db, for tests that kill it
// (`kill -9`) and start it again on the same file: durability-kill9.contract.test.ts and the fault
// suite's crash-safety case (tests/faults/cases/crash-safety.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface SandboxChild {
  url: string;
  child: ChildProcess;
  /** Resolves with the signal that ended the process (null after a normal exit). */
  exited: Promise<NodeJS.Signals | null>;
}

/** Starts `sandbox/cli.ts --port 0 --db <dbPath>` and resolves once it prints the URL it listens on. */
export function startSandboxCli(dbPath: string, extraArgs: readonly string[] = []): Promise<SandboxChild> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'sandbox/cli.ts', '--port', '0', '--db', dbPath, '--seed-size', 'small', ...extraArgs],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ url: m[1]!, child, exited });
    });
    child.stderr!.on('data', (b: Buffer) => (err += b.toString()));
    child.once('exit', (code) => reject(new Error(`sandbox CLI exited (${code}) before listening: ${err || out}`)));
  });
}

/** SIGKILLs the child if it still runs (cleanup after a test). */
export function killSandboxCli(c: SandboxChild | undefined): void {
  if (c && c.child.exitCode === null && c.child.signalCode === null) c.child.kill('SIGKILL');
}
