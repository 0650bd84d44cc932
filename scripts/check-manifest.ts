// The production Chrome build asks for no permission it does not use (run after `wxt build`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkPermissions } from './manifest/permission-uses';

const manifest = JSON.parse(
  readFileSync(path.resolve(process.argv[2] ?? '.output/chrome-mv3', 'manifest.json'), 'utf8'),
) as { permissions?: string[]; host_permissions?: string[] };

function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourcesOf(file);
    return /\.(ts|tsx)$/.test(name) ? [readFileSync(file, 'utf8')] : [];
  });
}
const sources = ['lib', 'entrypoints', 'components'].flatMap(sourcesOf).join('\n');
const { unknown, unused, extraHosts } = checkPermissions(manifest, sources);

console.log(
  `Manifest permissions: ${(manifest.permissions ?? []).join(', ')}; hosts: ${(manifest.host_permissions ?? []).join(', ')}`,
);
const problems = [
  ...unknown.map((p) => `"${p}" is not a permission Sitekeeper knows a use for (scripts/manifest/permission-uses.ts)`),
  ...unused.map((p) => `"${p}" is asked for but nothing in lib/, entrypoints/ or components/ uses it`),
  ...extraHosts.map((h) => `host permission ${h} is more than the provider's API hosts`),
];
for (const p of problems) console.error(`  ✗ ${p}`);
if (problems.length > 0) process.exitCode = 1;
else console.log('  ✓ every permission is used; host access is the provider only');
