// The database survives `kill -9` during a write burst with nothing committed lost (WAL).
// The real sandbox CLI runs in a child process on a file db; this test creates members through the
// official SDK from 8 concurrent lanes, SIGKILLs the child mid-burst, then reopens the file: every
// member whose create was answered 200 is there, with its event, and the db passes integrity_check.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { killSandboxCli, startSandboxCli, type SandboxChild } from './sandbox-cli.ts';
import { demoSites, sdkClient } from './sdk-client.ts';

const dir = mkdtempSync(join(tmpdir(), 'sitekeeper-durability-'));
const dbPath = join(dir, 'sandbox.db');
let cli: SandboxChild | undefined;

afterAll(() => {
  killSandboxCli(cli);
  rmSync(dir, { recursive: true, force: true });
});

it('keeps every acknowledged write after SIGKILL mid-burst', async () => {
  cli = await startSandboxCli(dbPath);
  const { url, child } = cli;
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
  const lanes = Array.from({ length: 8 }, lane);
  // Kill once the burst is well under way (or after 3 s, whichever comes first).
  const started = Date.now();
  while (acknowledged.length < 150 && Date.now() - started < 3000) await new Promise((r) => setTimeout(r, 10));
  const inFlightAtKill = inFlight;
  child.kill('SIGKILL');
  killed = true;
  expect(await cli.exited).toBe('SIGKILL');
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
