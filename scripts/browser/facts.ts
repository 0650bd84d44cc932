// What the machine has: browsers on disk, apt, root, and whether Playwright's download host answers.
import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';
import type { FoundBrowsers, InstallRoute, Machine } from './decide';

const SYSTEM_CHROMIUM = {
  names: ['chromium', 'chromium-browser'],
  paths: [
    '/usr/bin/chromium',
    '/usr/lib/chromium/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ],
};
const GOOGLE_CHROME = {
  names: ['google-chrome', 'google-chrome-stable'],
  paths: [
    '/opt/google/chrome/chrome',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  ],
};
const PLAYWRIGHT_HOSTS = ['https://cdn.playwright.dev', 'https://playwright.download.prss.microsoft.com'];

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The first of `names` on PATH, as a full path. */
export function onPath(names: string[]): string | null {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const suffixes = process.platform === 'win32' ? ['.exe', '.cmd'] : [''];
  for (const name of names)
    for (const dir of dirs)
      for (const suffix of suffixes) {
        const file = path.join(dir, name + suffix);
        if (isExecutable(file)) return file;
      }
  return null;
}

const firstOf = ({ names, paths }: { names: string[]; paths: string[] }) =>
  onPath(names) ?? paths.find(isExecutable) ?? null;

async function playwrightChromium(): Promise<string | null> {
  try {
    const { chromium } = await import('playwright-core');
    const file = chromium.executablePath();
    return file && existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

export async function findBrowsers(): Promise<FoundBrowsers> {
  const env = process.env.CHROMIUM_PATH;
  return {
    chromiumPathEnv: env ? { path: env, exists: existsSync(env) } : null,
    system: firstOf(SYSTEM_CHROMIUM),
    playwright: await playwrightChromium(),
    chrome: firstOf(GOOGLE_CHROME),
  };
}

/** Any HTTP answer from one of Playwright's download hosts within `timeoutMs` counts as reachable. */
export async function downloadHostReachable(timeoutMs = 3000): Promise<boolean> {
  const custom = process.env.PLAYWRIGHT_CHROMIUM_DOWNLOAD_HOST ?? process.env.PLAYWRIGHT_DOWNLOAD_HOST;
  const hosts = custom ? [custom] : PLAYWRIGHT_HOSTS;
  const answers = await Promise.all(
    hosts.map((host) =>
      fetch(host, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) }).then(
        () => true,
        () => false,
      ),
    ),
  );
  return answers.some(Boolean);
}

export async function describeMachine(tried: readonly InstallRoute[]): Promise<Machine> {
  return {
    platform: process.platform,
    apt: process.platform === 'linux' && onPath(['apt-get']) !== null,
    root: process.getuid?.() === 0,
    downloadHostReachable: await downloadHostReachable(),
    tried,
  };
}
