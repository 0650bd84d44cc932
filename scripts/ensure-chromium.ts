// `npx tsx scripts/ensure-chromium.ts`: the end-to-end tests' browser step on its own (CI runs it
// before `npm test`; Playwright's global setup runs it too). Prints the path, or one sentence saying
// what to run, and exits 1.
import { NoBrowserError, ensureChromium } from './browser/ensure';

try {
  await ensureChromium();
} catch (error) {
  if (!(error instanceof NoBrowserError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
