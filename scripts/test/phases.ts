/** One phase of `npm test`: its commands, run one after the other. */
export interface Phase {
  name: string;
  commands: string[];
}

/**
 * The type check by TypeScript 7 (the compiler written in Go, installed as `typescript-native`): the
 * same checks as the JavaScript compiler in a third of the time (13 s, was 36 s). TypeScript 5 stays
 * as `typescript` for what reads TypeScript through its JavaScript API (typescript-eslint's parser).
 * Named by path: both packages offer a `tsc` command.
 */
const TYPE_CHECK = 'node node_modules/typescript-native/bin/tsc --noEmit';

/**
 * The phases in order; the phases of one group run side by side. The end-to-end tests get the
 * `sandbox` build (lib/build-modes.ts: the production code users run, React's production runtime
 * included, that still reaches the sandbox; a tenth quicker than the development build); the size budgets are of the production build, which
 * is built after them into the same folder; Firefox has a folder of its own.
 */
export const PHASES: Phase[][] = [
  [
    { name: 'lint (ESLint)', commands: ['eslint .'] },
    { name: 'format (Prettier)', commands: ['prettier --check .'] },
    { name: 'types (tsc)', commands: [TYPE_CHECK] },
  ],
  // The unit files share one module graph (vitest.config.ts), and only within one worker: in one
  // worker they take 40 s, spread over three 66 s (each worker loads the graph again). The contract
  // files, mostly waiting on their sandboxes, and the files that mock modules run beside them.
  [
    { name: 'unit (Vitest, one worker)', commands: ['vitest run --project unit --maxWorkers=1'] },
    { name: 'contract and mocking units (Vitest)', commands: ['vitest run --project contract --project unit-mocks'] },
  ],
  [{ name: 'end to end (build, Playwright)', commands: ['wxt build --mode sandbox', 'playwright test'] }],
  [
    {
      name: 'size budgets (production build)',
      commands: ['wxt build', 'tsx scripts/check-size.ts', 'tsx scripts/check-manifest.ts'],
    },
  ],
  [{ name: 'Firefox (build, web-ext lint)', commands: ['wxt build -b firefox', 'tsx scripts/check-firefox.ts'] }],
];
