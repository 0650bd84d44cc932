import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { dismissToast } from '@/lib/queries/feedback';
import { chromeMessages, getMessageFrom } from './locale-messages';

// The fake browser as the extension's global, as WXT's own setup puts it, again before each file's
// imports and each test: files share one module graph (vitest.config.ts), where WXT's setup may not
// run again, and a test's vi.unstubAllGlobals() takes it away with what the test stubbed.
const stubBrowser = () => {
  vi.stubGlobal('chrome', fakeBrowser);
  vi.stubGlobal('browser', fakeBrowser);
};
stubBrowser();

// fake-browser has no i18n: answer from the English locale file, so components show real text.
const getMessage = getMessageFrom(await chromeMessages('en'));

beforeEach(() => {
  stubBrowser();
  fakeBrowser.reset();
  // fake-browser v2 has no side panel; the real one is feature-detected in the background.
  vi.spyOn(fakeBrowser.sidePanel, 'setPanelBehavior').mockResolvedValue(undefined);
  vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(getMessage);
  vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('en-US');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers(); // a test may have moved to a clock of its own (quiet-clock.ts)
  dismissToast(); // the toast is module state: one test's message must not show in the next
});
