// Writes under faults, the small version (the full one: tests/faults/cases/writes-under-faults.ts):
// 20 actions through the panel with the sandbox at 20 % 5xx, 10 % 429, 5 % dropped connections
// (some after commit); every write lands exactly once.
import { expect, test } from './fixtures';
import { runWritesSession } from '../faults/writes/run-session';

test('20 writes under faults: none lost, none duplicated, every failure retried until it landed', async ({
  context,
  extensionId,
  sandbox,
}) => {
  test.setTimeout(120_000);
  const run = await runWritesSession({
    sandbox,
    context,
    extensionId,
    actions: 20,
    seed: 20,
    log: process.env.WRITES_LOG ? console.log : undefined,
    screenshots: process.env.WRITES_LOG ? 'test-results' : undefined,
  });
  console.log(JSON.stringify(run.figures));
  if (process.env.WRITES_LOG && run.problems.length > 0) {
    const log = (await (await fetch(`${sandbox.url}/_sandbox/requests`)).json()) as {
      requests: Array<Record<string, unknown>>;
    };
    for (const p of run.problems) {
      const id = /[0-9a-f-]{36}/.exec(p)?.[0];
      if (id)
        console.log(
          p,
          log.requests.filter((r) => String(r.path).includes(id)),
        );
    }
  }
  expect(run.problems).toEqual([]);
  expect(run.duplicates).toBe(0);
  expect(run.lost).toBe(0);
  expect(run.figures.stuck).toBe(0);
});
