// Zip entry names (sandbox/domains/media/zip-names.ts): a file whose name is free keeps it whatever
// order the files come in; only the files whose name was taken get a suffix.
import { describe, expect, it } from 'vitest';
import { safeEntryNames } from '@/sandbox/domains/media/zip-names';

describe('zip entry names', () => {
  const files = [['same.txt'], ['SAME.txt'], ['same (2).txt']];

  it('a file already called "same (2).txt" keeps its name in any order', () => {
    for (const order of [files, [...files].reverse(), [files[1]!, files[2]!, files[0]!]]) {
      const names = safeEntryNames(order).map((n) => n.toLowerCase());
      expect(names[order.indexOf(files[2]!)]).toBe('same (2).txt');
      expect([...names].sort()).toEqual(['same (2).txt', 'same (3).txt', 'same.txt']);
    }
  });

  it('a file never takes a folder’s name', () => {
    expect(safeEntryNames([['docs'], ['docs', 'a.txt']])).toEqual(['docs (2)', 'docs/a.txt']);
  });
});
