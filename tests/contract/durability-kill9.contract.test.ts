// The database survives `kill -9` during a write burst with nothing committed lost (WAL).
// The real sandbox CLI runs in a child process on a file db; this test creates members through the
// official SDK from 8 concurrent lanes, SIGKILLs the child mid-burst, then reopens the file: every
// member whose create was answered 200 is there, with its event, and the db passes integrity_check.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { demoSites, sdkClient } from './sdk-client.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'sitekeeper-durability-'));
const dbPath = join(dir, 'sandbox.db');
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `sandbox/cli.ts --port 0` and resolves with the URL it prints. */
function startCli(): Promise<string> {
  child = spawn(
    process.execPath,
    ['--import', 'tsx', 'sandbox/cli.ts', '--port', '0', '--db', dbPath, '--seed-size', 'small'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child!.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child!.stderr!.on('data', (b: Buffer) => (err += b.toString()));
    child!.once('exit', (code) => reject(new Error(`sandbox CLI exited (${code}) before listening: ${err || out}`)));
  });
}

it('keeps every acknowledged write after SIGKILL mid-burst', async () => {
  const url = await startCli();
  const site = (await demoSites(url))[0]!;
  const client = sdkClient(url, { apiKey: site.apiKey, siteId: site.id });
  const acknowledged: string[] = [];
  let inFlight = 0;
  let killed = false;
  let n = 0;

  const lane = async (): Promise<void> => {
    while (!killed) {
      const i = n++;
      inFlight++;
      try {
        const m = await client.members.createMember({
          member: { loginEmail: `burst.${i}@durability.example`, profile: { nickname: `Burst ${i}` } },
        });
        acknowledged.push(m._id!); // a 200 arrived: the transaction had committed
      } catch {
        // The connection dies with the process; those writes were never acknowledged.
      } finally {
        inFlight--;
      }
    }
  };
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child!.once('exit', (_code, signal) => resolve(signal)),
  );
  const lanes = Array.from({ length: 8 }, lane);
  // Kill once the burst is well under way (or after 3 s, whichever comes first).
  const started = Date.now();
  while (acknowledged.length < 150 && Date.now() - started < 3000) await new Promise((r) => setTimeout(r, 10));
  const inFlightAtKill = inFlight;
  child!.kill('SIGKILL');
  killed = true;
  expect(await exited).toBe('SIGKILL');
  await Promise.all(lanes);

  expect(acknowledged.length).toBeGreaterThan(20);
  expect(inFlightAtKill).toBeGreaterThan(0); // killed mid-burst, not after it
  // No clean shutdown: the WAL is still there, with frames the reopen must recover from.
  expect(existsSync(`${dbPath}-wal`)).toBe(true);
  expect(statSync(`${dbPath}-wal`).size).toBeGreaterThan(0);

  const db = new Database(dbPath);
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    const stored = new Set(
      (db.prepare('SELECT id FROM members WHERE site_id = ?').all(site.id) as { id: string }[]).map((r) => r.id),
    );
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    // Each change committed together with its domain event.
    const withEvent = db
      .prepare(
        `SELECT COUNT(DISTINCT entity_id) AS n FROM events WHERE site_id = ? AND slug = 'created' AND entity_fqdn = 'wix.members.v1.member'`,
      )
      .get(site.id) as { n: number };
    expect(withEvent.n).toBeGreaterThanOrEqual(acknowledged.length);
  } finally {
    db.close();
  }
}, 20_000);
