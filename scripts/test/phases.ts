/** One phase of `npm test`: its commands, run one after the other (with `env` added to the environment). */
export interface Phase {
  name: string;
  commands: string[];
  env?: Record<string, string>;
}

/** Phases run side by side. */
export type Group = Phase[];

/**
 * Groups run one after the other. A lane `beside` another runs at the lowest CPU priority, so it only
 * takes the time the other leaves idle (the end-to-end tests wait on their browsers much of the time)
 * and never slows it; a phase there shows its time in the table as the lane lived it.
 */
export interface Lane {
  groups: Group[];
  beside?: true;
}

/**
 * The type check by TypeScript 7 (the compiler written in Go, installed as `typescript-native`): the
 * same checks as the JavaScript compiler in a third of the time (13 s, was 36 s). TypeScript 5 stays
 * as `typescript` for what reads TypeScript through its JavaScript API (typescript-eslint's parser).
 * Named by path: both packages offer a `tsc` command.
 */
const TYPE_CHECK = 'node node_modules/typescript-native/bin/tsc --noEmit';

/** Where the size budgets' production build goes while the end-to-end tests run the sandbox build in .output/ (wxt.config.ts). */
const SIZE_BUILD = '.output/size';

/**
 * The steps in order; the lanes of a step run side by side, the step ends with its last lane.
 * 1. The unit files share one module graph (vitest.config.ts), and only within one worker: in one
 *    worker they take 40 s, spread over three 66 s (each worker loads the graph again). The contract
 *    files, mostly waiting on their sandboxes, and the files that mock modules run beside them. Vitest
 *    measures its timeouts in wall time, so these never run starved beside the browsers.
 * 2. The `sandbox` build for the end-to-end tests (lib/build-modes.ts: the production code users run,
 *    React's production runtime included, that still reaches the sandbox). Alone: WXT rewrites .wxt/,
 *    which the type check reads.
 * 3. The end-to-end tests, and beside them lint, formatting and types (no timeouts: they may wait),
 *    then the size budgets of the production build (in a folder of its own) and the Firefox build
 *    with its lint: about 90 s of CPU that ran before the browsers now fill their idle time.
 */
export const STEPS: Lane[][] = [
  [
    {
      groups: [
        [
          { name: 'unit (Vitest, one worker)', commands: ['vitest run --project unit --maxWorkers=1'] },
          {
            name: 'contract and mocking units (Vitest)',
            commands: ['vitest run --project contract --project unit-mocks'],
          },
        ],
      ],
    },
  ],
  [{ groups: [[{ name: 'end-to-end build (sandbox mode)', commands: ['wxt build --mode sandbox'] }]] }],
  [
    { groups: [[{ name: 'end to end (Playwright)', commands: ['playwright test'] }]] },
    {
      beside: true,
      groups: [
        [
          { name: 'lint (ESLint)', commands: ['eslint .'] },
          { name: 'format (Prettier)', commands: ['prettier --check .'] },
          { name: 'types (tsc)', commands: [TYPE_CHECK] },
        ],
        [
          {
            name: 'size budgets (production build)',
            commands: [
              'wxt build',
              `tsx scripts/check-size.ts ${SIZE_BUILD}/chrome-mv3`,
              `tsx scripts/check-manifest.ts ${SIZE_BUILD}/chrome-mv3`,
            ],
            env: { SITEKEEPER_OUT_DIR: SIZE_BUILD },
          },
        ],
        [{ name: 'Firefox (build, web-ext lint)', commands: ['wxt build -b firefox', 'tsx scripts/check-firefox.ts'] }],
      ],
    },
  ],
];

/** Every phase, in the order the table lists them. */
export const ALL_PHASES: Phase[] = STEPS.flat().flatMap((lane) => lane.groups.flat());
