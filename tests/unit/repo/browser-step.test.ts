import { describe, expect, it } from 'vitest';
import { decide, existingBrowser, type FoundBrowsers, type Machine } from '../../../scripts/browser/decide';

const none: FoundBrowsers = { chromiumPathEnv: null, system: null, playwright: null, chrome: null };
const debianRoot: Machine = { platform: 'linux', apt: true, root: true, downloadHostReachable: false, tried: [] };

describe('the browser step decides', () => {
  it('uses CHROMIUM_PATH first, and stops when it points nowhere', () => {
    const found = { ...none, chromiumPathEnv: { path: '/opt/c/chrome', exists: true }, system: '/usr/bin/chromium' };
    expect(decide(found, debianRoot)).toEqual({ kind: 'use', path: '/opt/c/chrome', source: 'CHROMIUM_PATH' });
    const wrong = decide({ ...found, chromiumPathEnv: { path: '/nope', exists: false } }, debianRoot);
    expect(wrong).toMatchObject({ kind: 'stop', message: expect.stringContaining('CHROMIUM_PATH is set to /nope') });
  });

  it("uses the system's Chromium, then Playwright's, with no network probe needed", () => {
    expect(existingBrowser({ ...none, system: '/usr/bin/chromium', playwright: '/pw/chrome' })).toEqual({
      kind: 'use',
      path: '/usr/bin/chromium',
      source: 'system',
    });
    expect(existingBrowser({ ...none, playwright: '/pw/chrome' })).toEqual({
      kind: 'use',
      path: '/pw/chrome',
      source: 'playwright',
    });
    expect(existingBrowser(none)).toBeNull();
  });

  it("installs with Playwright's installer when its download host is reachable", () => {
    expect(decide(none, { ...debianRoot, downloadHostReachable: true })).toEqual({
      kind: 'install',
      route: 'playwright',
      command: 'npx playwright install chromium',
    });
    expect(
      decide(none, { ...debianRoot, platform: 'darwin', apt: false, root: false, downloadHostReachable: true }),
    ).toMatchObject({ kind: 'install', route: 'playwright' });
  });

  it("installs Debian's chromium when the host is unreachable, apt exists and we are root", () => {
    expect(decide(none, debianRoot)).toEqual({
      kind: 'install',
      route: 'apt',
      command: 'apt-get update && apt-get install -y chromium',
    });
  });

  it('falls back to apt when the Playwright install produced nothing, and stops after both', () => {
    const reachable = { ...debianRoot, downloadHostReachable: true };
    expect(decide(none, { ...reachable, tried: ['playwright'] })).toMatchObject({ kind: 'install', route: 'apt' });
    const stop = decide(none, { ...reachable, tried: ['playwright', 'apt'] });
    expect(stop).toMatchObject({ kind: 'stop', message: expect.stringContaining('Installing Chromium did not work') });
  });

  it('prefers installing Chromium over a branded Google Chrome, but uses Chrome when nothing can be installed', () => {
    const chrome = { ...none, chrome: '/usr/bin/google-chrome' };
    expect(decide(chrome, debianRoot)).toMatchObject({ kind: 'install', route: 'apt' });
    expect(decide(chrome, { ...debianRoot, root: false })).toMatchObject({
      kind: 'use',
      path: '/usr/bin/google-chrome',
      source: 'chrome',
    });
  });

  it('stops with one sentence naming the command when nothing can be done', () => {
    const sudo = decide(none, { ...debianRoot, root: false });
    expect(sudo).toMatchObject({
      kind: 'stop',
      message: expect.stringContaining('sudo apt-get update && sudo apt-get install -y chromium'),
    });
    const mac = decide(none, { platform: 'darwin', apt: false, root: false, downloadHostReachable: false, tried: [] });
    expect(mac).toMatchObject({ kind: 'stop', message: expect.stringContaining('brew install --cask chromium') });
    const other = decide(none, { platform: 'linux', apt: false, root: true, downloadHostReachable: false, tried: [] });
    expect(other).toMatchObject({ kind: 'stop', message: expect.stringContaining('npx playwright install chromium') });
    for (const action of [sudo, mac, other])
      if (action.kind === 'stop') expect(action.message.match(/\.\s/g)).toBeNull(); // one sentence
  });
});
