import { NoBrowserError, ensureChromium } from '../../scripts/browser/ensure';

/**
 * Before any test: find (or install) a Chromium and hand it to the workers through CHROMIUM_PATH,
 * which tests/e2e/fixtures.ts launches. On a machine with none and no way to get one, stop with the
 * one sentence saying what to run.
 */
export default async function globalSetup(): Promise<void> {
  try {
    process.env.CHROMIUM_PATH = await ensureChromium();
  } catch (error) {
    if (!(error instanceof NoBrowserError)) throw error;
    const stop = new Error(error.message);
    stop.stack = error.message; // the sentence alone, no stack trace
    throw stop;
  }
}
