import { describe, expect, it } from 'vitest';
import { phaseTable } from '../../../../scripts/test/phase-table';

describe("npm test's closing table", () => {
  it('gives each phase its time in minutes and seconds, and the whole run', () => {
    const table = phaseTable(
      [
        { name: 'lint', ms: 61_400, ok: true },
        { name: 'end to end', ms: 245_000, ok: true },
      ],
      306_900,
      2,
    );
    expect(table.split('\n').map((line) => line.replace(/ +/g, ' '))).toEqual([
      'lint 1 min 01 s ok',
      'end to end 4 min 05 s ok',
      'whole run 5 min 07 s',
    ]);
  });

  it('marks the phase that failed and counts the ones not run after it', () => {
    const table = phaseTable([{ name: 'types', ms: 30_000, ok: false }], 30_000, 5);
    expect(table.replace(/ +/g, ' ')).toContain('types 0 min 30 s FAILED');
    expect(table).toContain('(4 not run after the failure)');
  });
});
