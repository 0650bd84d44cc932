// Extracts the provider's documented curl examples into tests/contract/docs-examples/<service>.json,
// the requests the replay test (docs-examples.contract.test.ts) sends to the sandbox.
//   npx tsx tests/contract/docs-examples/extract.ts <folder of the provider's *.service.json files>
// Each service file lists operations, each with curl examples and the documented answer. Kept per
// example: method, path (with its query string), JSON body, and the answer's shape: the fields of
// the operation's response message (the reference's schema) and the top-level keys of the example's
// answer (hand-written, so it may differ from the schema). The examples are hand-written, so their JSON is repaired where a comma is missing or left
// over; an example whose "request" is not a curl command is replayed as the operation's own URL.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The services whose examples the replay covers, by their file name's stem. */
export const SERVICES = [
  'members',
  'contacts',
  'labels',
  'extended-fields',
  'site-media---media-manager-backend',
  'site-list',
] as const;

export interface DocsExample {
  operation: string;
  example: string;
  method: string;
  /** Path and query string on www.wixapis.com. */
  path: string;
  body?: unknown;
  /** How the request was read: from the curl command, or the operation's URL (no curl given). */
  from: 'curl' | 'operation';
  /** The response message's fields (empty: the answer is `{}`). */
  answerFields: string[];
  /** Top-level keys of the example's answer. */
  exampleKeys: string[];
}

interface Operation {
  name: string;
  ret: { type: { typeParams?: string[] } };
  docs: { request: string; url: string; examples: { title: string; body: string[]; response: string[] }[] };
}

interface Message {
  name: string;
  members?: { name: string }[];
}

/**
 * The repairs, in order: commas left before a closing bracket, commas missing between two lines,
 * keys without quotes (a JavaScript literal), an array's next object missing its `{`.
 */
const REPAIRS: ((t: string) => string)[] = [
  (t) => t.replace(/,(\s*[}\]])/g, '$1'),
  (t) => t.replace(/(["\d}\]]|true|false|null)(\s*\n\s*")/g, '$1,$2'),
  (t) => t.replace(/([{,]\s*)([A-Za-z_]\w*)(\s*:)/g, '$1"$2"$3'),
  (t) => t.replace(/},(\s*)"(\w+)"(\s*):/g, '},$1{"$2"$3:'),
];

function repairJson(text: string): unknown {
  // Each repair is tried on top of the ones before it.
  const attempts = REPAIRS.reduce((all, fix) => [...all, fix(all[all.length - 1]!)], [text]);
  for (const t of attempts) {
    try {
      return JSON.parse(t) as unknown;
    } catch {
      // next repair
    }
  }
  return undefined;
}

const HOST = /(?:https?:\/\/)?www\.wixapis\.com(\/[^'"\s\\]*)/;

function fromCurl(curl: string): { method: string; path: string; body?: unknown } | undefined {
  if (!/^\s*curl\b/.test(curl)) return undefined;
  const url = HOST.exec(curl);
  if (!url) return undefined;
  const method = /(?:-X|--request)\s+([A-Z]+)/.exec(curl)?.[1] ?? 'GET';
  const data = /(?:--data-binary|--data-raw|--data|-d)\s+'([^']*)'/.exec(curl)?.[1];
  const body = data === undefined ? undefined : repairJson(data);
  return { method, path: url[1]!, ...(body === undefined ? {} : { body }) };
}

function answerKeys(response: string[]): string[] {
  const parsed = repairJson(response.join('\n'));
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.keys(parsed).sort() : [];
}

export function extractExamples(serviceFile: string): DocsExample[] {
  const service = JSON.parse(readFileSync(serviceFile, 'utf8')) as { operations: Operation[]; messages: Message[] };
  // A response type is named "<api>.<message>", and the message by its last part.
  const fieldsOf = (op: Operation): string[] => {
    const name = op.ret.type.typeParams?.[0]?.split('.').pop();
    const message = service.messages.find((m) => m.name === name);
    if (!message) throw new Error(`${op.name}: no response message ${String(name)}`);
    return (message.members ?? []).map((m) => m.name).sort();
  };
  return service.operations.flatMap((op) =>
    op.docs.examples.map((ex): DocsExample => {
      const curl = fromCurl(ex.body.join('\n'));
      const request = curl ?? { method: op.docs.request, path: HOST.exec(op.docs.url)![1]! };
      return {
        operation: op.name,
        example: ex.title,
        ...request,
        from: curl ? 'curl' : 'operation',
        answerFields: fieldsOf(op),
        exampleKeys: answerKeys(ex.response),
      };
    }),
  );
}

if (process.argv[1]?.endsWith('extract.ts')) {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: extract.ts <folder of *.service.json>');
  for (const stem of SERVICES) {
    const examples = extractExamples(join(folder, `${stem}.service.json`));
    const out = join(import.meta.dirname, `${stem}.json`);
    writeFileSync(out, `${JSON.stringify(examples, null, 2)}\n`);
    console.log(`${stem}: ${examples.length} examples -> ${out}`);
  }
}
