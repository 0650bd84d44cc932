// What the end-to-end tests' browser step does, as a pure function of what the machine has and allows.
// Order: CHROMIUM_PATH, the system's Chromium, Playwright's Chromium; else install one (Playwright's
// installer where its download host answers, Debian's package where apt works as root); else a branded
// Google Chrome (which may ignore --load-extension); else stop with the command to run.

export type InstallRoute = 'playwright' | 'apt';

export interface FoundBrowsers {
  /** CHROMIUM_PATH, when set, and whether that file exists. */
  chromiumPathEnv: { path: string; exists: boolean } | null;
  /** An unbranded Chromium on PATH or in the usual places. */
  system: string | null;
  /** Playwright's own Chromium (playwright-core's executablePath), when it is on disk. */
  playwright: string | null;
  /** Google Chrome: used only when nothing else can be had. */
  chrome: string | null;
}

export interface Machine {
  platform: NodeJS.Platform;
  apt: boolean;
  root: boolean;
  downloadHostReachable: boolean;
  /** Install routes already tried in this run (they did not produce a browser). */
  tried: readonly InstallRoute[];
}

export type Action =
  | { kind: 'use'; path: string; source: 'CHROMIUM_PATH' | 'system' | 'playwright' | 'chrome'; note?: string }
  | { kind: 'install'; route: InstallRoute; command: string }
  | { kind: 'stop'; message: string };

export const INSTALL_COMMANDS: Record<InstallRoute, string> = {
  playwright: 'npx playwright install chromium',
  apt: 'apt-get update && apt-get install -y chromium',
};

/** A browser already there (or a CHROMIUM_PATH that is wrong); null when one must be installed. */
export function existingBrowser(found: FoundBrowsers): Action | null {
  const env = found.chromiumPathEnv;
  if (env && !env.exists)
    return {
      kind: 'stop',
      message: `CHROMIUM_PATH is set to ${env.path}, which does not exist: point it at a Chromium executable or unset it, then run npm test again.`,
    };
  if (env) return { kind: 'use', path: env.path, source: 'CHROMIUM_PATH' };
  if (found.system) return { kind: 'use', path: found.system, source: 'system' };
  if (found.playwright) return { kind: 'use', path: found.playwright, source: 'playwright' };
  return null;
}

function stopMessage(machine: Machine): string {
  const failed =
    machine.tried.length > 0
      ? 'Installing Chromium did not work (see above)'
      : 'No Chromium found for the end-to-end tests';
  const instead = 'or set CHROMIUM_PATH=/path/to/chromium, then run npm test again.';
  if (machine.platform === 'linux' && machine.apt && !machine.root)
    return `${failed}: run \`sudo apt-get update && sudo apt-get install -y chromium\` (Playwright's download host is not reachable), ${instead}`;
  if (machine.platform === 'darwin')
    return `${failed}: run \`brew install --cask chromium\` or, on a network that reaches cdn.playwright.dev, \`npx playwright install chromium\`, ${instead}`;
  return `${failed}: run \`npx playwright install chromium\` on a network that reaches cdn.playwright.dev, or install Chromium with your system's package manager, ${instead}`;
}

export function decide(found: FoundBrowsers, machine: Machine): Action {
  const existing = existingBrowser(found);
  if (existing) return existing;
  const canTry = (route: InstallRoute) => !machine.tried.includes(route);
  if (machine.downloadHostReachable && canTry('playwright'))
    return { kind: 'install', route: 'playwright', command: INSTALL_COMMANDS.playwright };
  if (machine.platform === 'linux' && machine.apt && machine.root && canTry('apt'))
    return { kind: 'install', route: 'apt', command: INSTALL_COMMANDS.apt };
  if (found.chrome)
    return {
      kind: 'use',
      path: found.chrome,
      source: 'chrome',
      note: 'Google Chrome 137+ may ignore --load-extension; install Chromium if the end-to-end tests cannot find the extension.',
    };
  return { kind: 'stop', message: stopMessage(machine) };
}
