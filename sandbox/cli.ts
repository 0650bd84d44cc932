// npm run sandbox -- --port 4010 --db .sandbox/sandbox.db [--reset]
import { parseArgs } from 'node:util';
import { startSandbox } from './server.ts';
import { listSitesWithKeys } from './domains/sites/store.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    db: { type: 'string', default: '.sandbox/sandbox.db' },
    reset: { type: 'boolean', default: false },
    size: { type: 'string', default: 'small' },
    host: { type: 'string', default: '127.0.0.1' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log('Usage: npm run sandbox -- [--port 4010] [--db .sandbox/sandbox.db | :memory:] [--reset] [--size small|large] [--host 127.0.0.1]');
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port ${values.port}`);
  process.exit(2);
}

if (values.size !== 'small' && values.size !== 'large') {
  console.error(`Invalid --size ${values.size} (small or large)`);
  process.exit(2);
}

const sandbox = await startSandbox({ port, host: values.host, dbPath: values.db, reset: values.reset, seedSize: values.size });
console.log(`Sitekeeper sandbox listening on ${sandbox.url}  (db: ${values.db})`);
console.log(`Point the SDK's fetch at it: https://www.wixapis.com → ${sandbox.url}\n`);
for (const s of listSitesWithKeys(sandbox.db)) {
  console.log(`• ${s.name}`);
  console.log(`    site id   ${s.id}   account ${s.accountId}`);
  console.log(`    live URL  ${sandbox.url}/sites/${s.slug}/`);
  console.log(`    API key   ${s.apiKey}`);
}
console.log(`\nDeveloper endpoints: ${sandbox.url}/_sandbox/sites, ${sandbox.url}/_sandbox/requests`);

const stop = (): void => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
