// npm run sandbox -- --port 4010 --db .sandbox/sandbox.db [--reset] [--identity-rules docs] [--export <dir> | --import <dir> [--import-only]]
import { parseArgs } from 'node:util';
import { startSandbox } from './server.ts';
import { listSitesWithKeys } from './domains/sites/store.ts';
import { exportCommand, importCommand } from './transfer/cli-commands.ts';
import { faultConfigSchema, type FaultConfig } from './faults/config.ts';
import { faultsFor } from './faults/store.ts';
import { IDENTITY_RULES, setIdentityRules, type IdentityRules } from './domains/sites/profiles.ts';
import { siteListings } from './admin/site-listing.ts';
import { callsPerMinuteSchema } from './admin/rate-limit-routes.ts';
import { SEED_SIZES } from './seed/demo-sites.ts';
import { seededSize } from './seed/load.ts';
import { rateLimitFor } from './rate-limit/store.ts';
import { printAccountSummary } from './cli-sites.ts';

/** More sites than this: the start-up lines summarize them per account. */
const SITES_IN_FULL = 10;

const isIdentityRules = (v: string): v is IdentityRules => (IDENTITY_RULES as readonly string[]).includes(v);

const USAGE = `Usage: npm run sandbox -- [options]
  --port 4010                 listen port (0 = any free port)
  --host 127.0.0.1             listen address; a non-loopback one needs --expose-on-network
  --expose-on-network         mean a non-loopback --host: prints a token every /_sandbox request must
                              carry (header x-sandbox-token or ?token=); provider calls keep their keys
  --allow-extension <id>      let this extension's pages read /_sandbox (repeatable); others are refused.
                              npm start names the development build's fixed id
  --db .sandbox/sandbox.db    SQLite file (persists across restarts) or :memory:
  --reset                     wipe and reseed the demo sites
  --seed-size small|large|agency  demo data size when seeding (alias --size); agency: the demo sites
                              plus three accounts with 1 000 light sites among them
  --rate-limit <n>|off        provider calls a minute per site, 429 + Retry-After past it
                              (default: 200 with the agency seed, else off)
  --export <dir>              write <dir>/<site-slug>.json for every site, then exit
  --import <dir>              restore the sites in <dir>/*.json (no events, no webhooks), then serve
  --import-only               with --import: exit after importing instead of serving
  --faults '<json>'           fault knobs for every site, e.g. '{"latencyMs":300,"errorRate":0.1}'
                              (same JSON as PUT /_sandbox/sites/{id}/faults)
  --allow-host <name>         answer on this host name too (repeatable); loopback names always work,
                              any other Host is refused (DNS rebinding)
  --allow-remote-origin <o>   let media imports and webhooks reach this origin too (repeatable),
                              e.g. http://127.0.0.1:9000; by default only the sandbox's own origin
  --identity-rules open|docs  identity rules for every site: 'docs' refuses API keys on calls the
                              provider reserves for a Wix app or user (review moderation)`;

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    db: { type: 'string', default: '.sandbox/sandbox.db' },
    reset: { type: 'boolean', default: false },
    size: { type: 'string', default: 'small' },
    'seed-size': { type: 'string' }, // --size, by the name npm start takes
    'rate-limit': { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    export: { type: 'string' },
    import: { type: 'string' },
    'import-only': { type: 'boolean', default: false },
    faults: { type: 'string' },
    'identity-rules': { type: 'string' },
    'allow-host': { type: 'string', multiple: true },
    'allow-remote-origin': { type: 'string', multiple: true },
    'expose-on-network': { type: 'boolean', default: false },
    'allow-extension': { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`Invalid --port ${values.port}`);
const size = values['seed-size'] ?? values.size;
const seedSize = SEED_SIZES.find((s) => s === size) ?? fail(`Invalid --seed-size ${size} (small, large or agency)`);
const rateLimitArg = values['rate-limit'];
let rateLimit: number | null | undefined;
if (rateLimitArg === 'off') rateLimit = null;
else if (rateLimitArg !== undefined) {
  const parsed = callsPerMinuteSchema.safeParse(Number(rateLimitArg));
  rateLimit = parsed.success
    ? parsed.data
    : fail(`Invalid --rate-limit ${rateLimitArg} (calls a minute per site, or off)`);
}
if (values.export && values.import) fail('--export and --import do not go together');
if (values['import-only'] && !values.import) fail('--import-only needs --import <dir>');
const identityRules = values['identity-rules'];
if (identityRules !== undefined && !isIdentityRules(identityRules))
  fail(`Invalid --identity-rules ${identityRules} (open or docs)`);
let faults: FaultConfig | undefined;
if (values.faults) {
  let raw: unknown;
  try {
    raw = JSON.parse(values.faults);
  } catch {
    fail(`--faults is not JSON: ${values.faults}`);
  }
  const parsed = faultConfigSchema.safeParse(raw);
  if (!parsed.success)
    fail(`Invalid --faults: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  else faults = parsed.data;
}

try {
  if (values.export) {
    for (const file of exportCommand({ dbPath: values.db, dir: values.export, reset: values.reset, seedSize }))
      console.log(`wrote ${file}`);
    process.exit(0);
  }
  if (values.import && values['import-only']) {
    if (values.db === ':memory:') fail('--import-only with --db :memory: would import into nothing');
    for (const s of importCommand({ dbPath: values.db, dir: values.import, reset: values.reset, seedSize })) {
      console.log(`imported ${s.file} → site ${s.siteId}`);
    }
    process.exit(0);
  }
} catch (e) {
  fail(`sandbox: ${(e as Error).message}`);
}

for (const o of values['allow-remote-origin'] ?? []) {
  try {
    if (new URL(o).origin !== o.replace(/\/+$/, '')) throw new Error();
  } catch {
    fail(`Invalid --allow-remote-origin ${o} (an origin like http://127.0.0.1:9000)`);
  }
}
for (const id of values['allow-extension'] ?? []) {
  // Chromium ids are 32 letters a–p; Firefox's moz-extension host is a UUID.
  if (!/^[a-p]{32}$/.test(id) && !/^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(id))
    fail(`Invalid --allow-extension ${id} (a Chromium extension id or a Firefox extension UUID)`);
}
const sandbox = await startSandbox({
  port,
  host: values.host,
  dbPath: values.db,
  reset: values.reset,
  seedSize,
  importDir: values.import,
  allowHosts: values['allow-host'] ?? [],
  allowRemoteOrigins: values['allow-remote-origin'] ?? [],
  exposeOnNetwork: values['expose-on-network'],
  allowExtensions: values['allow-extension'] ?? [],
  rateLimit,
}).catch((e: unknown) => fail(`sandbox: ${(e as Error).message}`));
if (faults) for (const s of listSitesWithKeys(sandbox.db)) faultsFor(sandbox.db).set(s.id, faults);
if (identityRules !== undefined && isIdentityRules(identityRules))
  for (const s of listSitesWithKeys(sandbox.db)) setIdentityRules(sandbox.db, s.id, identityRules);
for (const s of sandbox.imported) console.log(`imported ${s.file} → site ${s.siteId}`);
console.log(`Sitekeeper sandbox listening on ${sandbox.url}  (db: ${values.db})`);
if (sandbox.sandboxToken)
  console.log(
    `Exposed on the network. /_sandbox wants this token (header x-sandbox-token or ?token=): ${sandbox.sandboxToken}`,
  );
console.log(`Point the SDK's fetch at it: https://www.wixapis.com → ${sandbox.url}\n`);
const listings = siteListings(sandbox.db, sandbox.url);
// Every site in full while there are few; with the agency seed, the demo sites and one line per account.
for (const s of listings.length > SITES_IN_FULL ? listings.slice(0, 3) : listings) {
  console.log(`• ${s.name}`);
  console.log(`    site id   ${s.id}   account ${s.accountId}`);
  console.log(`    live URL  ${s.liveUrl}/`);
  if (s.customDomainUrl) console.log(`    custom    ${s.customDomainUrl}/`);
  console.log(`    API key   ${s.apiKey}`);
  if (s.app) console.log(`    app       id ${s.app.appId}  secret ${s.app.appSecret}  instance ${s.app.instanceId}`);
  console.log(`    identity  ${s.identityRules}`);
}
if (listings.length > SITES_IN_FULL) printAccountSummary(sandbox.db, listings);
if (seededSize(sandbox.db) !== seedSize && !values.reset)
  console.log(`\n(This db holds the ${seededSize(sandbox.db)} seed; add --reset to seed ${seedSize}.)`);
const limit = rateLimitFor(sandbox.db).callsPerMinute;
console.log(`\nRate limit: ${limit === null ? 'off' : `${limit} calls a minute per site`} (PUT /_sandbox/rate-limit)`);
if (faults) console.log(`\nFault knobs on every site: ${JSON.stringify(faults)}`);
console.log(
  `\nInspect: ${sandbox.url}/_sandbox  (JSON: /_sandbox/sites, /_sandbox/requests, /_sandbox/sites/{id}/events)`,
);
console.log(`Console: ${sandbox.url}/_sandbox/console  (browse and edit records, live request log, knobs)`);

const stop = (): void => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
