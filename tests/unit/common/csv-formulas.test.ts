import { describe, expect, it } from 'vitest';
import { csvRowsOf, type CsvColumns } from '@/components/common/csv-export';

const columns: CsvColumns<{ name: string }> = [['Name', (r) => r.name]];
const cell = (name: string) => csvRowsOf(columns, [{ name }]).trimEnd();

describe('CSV exports and spreadsheet formulas', () => {
  it.each(['=', '+', '-', '@', '\t', '\r'])('a cell starting with %j is written as text, not a formula', (lead) => {
    const name = `${lead}HYPERLINK("http://evil.example","Refund")`;
    const written = cell(name);
    // The spreadsheet sees a leading ' (text), whatever quoting the cell needs.
    expect(written.replace(/^"/, '').startsWith(`'${lead}`)).toBe(true);
    expect(written).toContain('HYPERLINK');
  });

  it('leaves ordinary names as they are', () => {
    expect(cell('Dana Reyes')).toBe('Dana Reyes');
    expect(cell('Ann-Marie')).toBe('Ann-Marie');
  });
});
