import { availableParallelism } from 'node:os';

/** One phase of `npm test`: its commands, run one after the other (with `env` added to the environment). */
export interface Phase {
  name: string;
  commands: string[];
  env?: Record<string, string>;
}

/** Phases run side by side. */
export type Group = Phase[];

/**
 * The type check by TypeScript 7 (the compiler written in Go, installed as `typescript-native`): the
 * same checks as the JavaScript compiler in a third of the time (13 s, was 36 s). TypeScript 5 stays
 * as `typescript` for what reads TypeScript through its JavaScript API (typescript-eslint's parser).
 * Named by path: both packages offer a `tsc` command.
 */
const TYPE_CHECK = 'node node_modules/typescript-native/bin/tsc --noEmit';

/**
 * Prettier's newer command line (the same formatting and the same files, `.prettierignore` read
 * alike): 26 s of CPU for the check against 38 s for the classic one, which reads and checks one
 * file after another.
 */
const FORMAT_CHECK = 'prettier --experimental-cli --check .';

/** Where the size budgets' production build goes, so the sandbox build the end-to-end tests load stays in .output/ (wxt.config.ts). */
const SIZE_BUILD = '.output/size';

/**
 * First and alone: the `sandbox` build for the end-to-end tests (lib/build-modes.ts: the production
 * code users run, React's production runtime included, that still reaches the sandbox). WXT rewrites
 * .wxt/, which the type check reads.
 */
export const FIRST: Group = [{ name: 'end-to-end build (sandbox mode)', commands: ['wxt build --mode sandbox'] }];

/**
 * Then the Vitest files, beside the static checks (CHECKS). The unit files share one module graph
 * (vitest.config.ts), and only within one worker: in one worker they take 60 s, spread over three
 * longer (each worker loads the graph again). The contract files, mostly waiting on their sandboxes,
 * and the files that mock modules run beside them, on one worker per core, not the config's one
 * more: beside the unit worker, the extra one slowed it (the pair ended at 70 and 72 s against 85
 * and 79 on two cores).
 */
export const UNIT_TESTS: Group = [
  { name: 'unit (Vitest, one worker)', commands: ['vitest run --project unit --maxWorkers=1'] },
  {
    name: 'contract and mocking units (Vitest)',
    commands: [`vitest run --project contract --project unit-mocks --maxWorkers=${availableParallelism()}`],
  },
];

/**
 * Last, alone: the end-to-end tests, once the unit tests have passed. Alone because the browsers keep
 * every core busy: the checks beside them, even in Linux's idle scheduling class, made the end-to-end
 * run 1 to 2 minutes longer on two cores (11.1 to 12.3 min against 10.0 alone) for about 130 s of
 * CPU that costs about 40 s beside the Vitest files.
 */
export const END_TO_END: Group = [{ name: 'end to end (Playwright)', commands: ['playwright test'] }];

/**
 * The static checks, a group after the other, beside the Vitest files: lint, formatting and types,
 * then the size budgets of the production build (in a folder of its own) and the Firefox build with
 * its lint. The builds wait for the type check: WXT rewrites .wxt/, which it reads.
 */
export const CHECKS: Group[] = [
  [
    { name: 'lint (ESLint)', commands: ['eslint .'] },
    { name: 'format (Prettier)', commands: [FORMAT_CHECK] },
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
];

/** Every phase, in the order the table lists them. */
export const ALL_PHASES: Phase[] = [FIRST, UNIT_TESTS, END_TO_END, ...CHECKS].flat();
