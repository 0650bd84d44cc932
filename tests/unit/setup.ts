import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { dismissToast } from '@/lib/queries/feedback';
import { chromeMessages, getMessageFrom } from './locale-messages';

// fake-browser has no i18n: answer from the English locale file, so components show real text.
const getMessage = getMessageFrom(await chromeMessages('en'));

beforeEach(() => {
  fakeBrowser.reset();
  // fake-browser v2 has no side panel; the real one is feature-detected in the background.
  vi.spyOn(fakeBrowser.sidePanel, 'setPanelBehavior').mockResolvedValue(undefined);
  vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(getMessage);
  vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('en-US');
});
afterEach(() => {
  cleanup();
  dismissToast(); // the toast is module state: one test's message must not show in the next
});
