// One case of the fault suite (`npm run faults`, tests/faults/run.ts): it runs on its own (its own sandbox,
// its own browser when it needs one) and answers with the figures the suite's table prints.

export interface FaultCaseResult {
  /** The row's name in the table, e.g. "writes under faults". */
  name: string;
  /** True when every rule of the case held (e.g. duplicates 0, lost 0, hashes equal). */
  passed: boolean;
  /** The figures for the table and the issue note, in print order, e.g. { actions: 200, duplicates: 0 }. */
  figures: Record<string, number | string>;
  /** What broke, in words, when `passed` is false. */
  failures: string[];
}

/** Each file in tests/faults/cases/ exports one of these as `faultCase`. */
export interface FaultCase {
  name: string;
  run(): Promise<FaultCaseResult>;
}
