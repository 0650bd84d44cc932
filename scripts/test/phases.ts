/** One phase of `npm test`: its commands, run one after the other. */
export interface Phase {
  name: string;
  commands: string[];
}

/**
 * The phases in order; the phases of one group run side by side. The end-to-end tests get the
 * development build (it reaches the sandbox); the size budgets are of the production build, which
 * is built after them into the same folder; Firefox has a folder of its own.
 */
export const PHASES: Phase[][] = [
  [
    { name: 'lint (ESLint, Prettier)', commands: ['eslint .', 'prettier --check .'] },
    { name: 'types (tsc)', commands: ['tsc --noEmit'] },
  ],
  [{ name: 'unit and contract (Vitest)', commands: ['vitest run'] }],
  [{ name: 'end to end (build, Playwright)', commands: ['wxt build --mode development', 'playwright test'] }],
  [
    {
      name: 'size budgets (production build)',
      commands: ['wxt build', 'tsx scripts/check-size.ts', 'tsx scripts/check-manifest.ts'],
    },
  ],
  [{ name: 'Firefox (build, web-ext lint)', commands: ['wxt build -b firefox', 'tsx scripts/check-firefox.ts'] }],
];
