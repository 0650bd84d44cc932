// Writes under faults, the small version (the full one: tests/faults/cases/writes-under-faults.ts):
// 8 actions through the panel with the sandbox at 20 % 5xx, 10 % 429, 5 % dropped connections
// (half of them after the write committed); every write lands exactly once.
import { expect, test } from './fixtures';
import { runWritesSession } from '../faults/writes/run-session';

test('8 writes under faults: none lost, none duplicated, every failure retried until it landed', async ({
  context,
  extensionId,
  sandbox,
}) => {
  // Under these rates an action costs seconds (reads retried with backoff, Retry-After): 8 keep it short.
  test.setTimeout(150_000);
  const run = await runWritesSession({
    sandbox,
    context,
    extensionId,
    actions: 8,
    seed: 20,
    // WRITES_LOG=1: every action and retry, and a screenshot of the panel where one got stuck.
    ...(process.env.WRITES_LOG ? { log: (line: string) => console.log(line), screenshots: 'test-results' } : {}),
  });
  expect(run.problems).toEqual([]);
  expect(run.duplicates).toBe(0);
  expect(run.lost).toBe(0);
  expect(run.figures.stuck).toBe(0);
  expect(run.figures['dropped after commit'] as number).toBeGreaterThan(0);
});
