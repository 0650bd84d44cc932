// Runs one install route, showing its output. Returns whether the command succeeded.
import { spawnSync } from 'node:child_process';
import type { InstallRoute } from './decide';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): boolean {
  const result = spawnSync(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  return result.status === 0;
}

export function install(route: InstallRoute): boolean {
  if (route === 'playwright') {
    // The download must not be skipped here, whatever the environment says for `npm install`.
    const { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: _skip, ...env } = process.env;
    return run('npx', ['--no-install', 'playwright', 'install', 'chromium'], env);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return run('apt-get', ['update'], env) && run('apt-get', ['install', '-y', 'chromium'], env);
}
