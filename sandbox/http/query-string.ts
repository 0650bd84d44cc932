// Parses GET query strings the way the SDK builds them (sdk-runtime toURLSearchParams):
// repeated keys are arrays, dotted keys are nested objects, and `.r` carries the whole payload
// as base64url JSON (listMembers' "complex request" form).
import { validationError } from './errors.ts';

type Tree = Record<string, unknown>;

function setPath(target: Tree, path: string[], value: string): void {
  let node = target;
  path.slice(0, -1).forEach((seg) => {
    const next = node[seg];
    if (typeof next !== 'object' || next === null || Array.isArray(next)) node[seg] = {};
    node = node[seg] as Tree;
  });
  const last = path[path.length - 1]!;
  const existing = node[last];
  if (existing === undefined) node[last] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else node[last] = [existing, value];
}

export function decodeComplexParam(encoded: string): Tree {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Tree;
  } catch {
    // fall through
  }
  throw validationError([
    { field: '.r', description: 'must be base64url-encoded JSON of an object', violatedRule: 'FORMAT' },
  ]);
}

export function parseQueryString(search: string | URLSearchParams): Tree {
  const params =
    typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  let out: Tree = {};
  for (const [key, value] of params) {
    if (key === '.r') {
      out = { ...out, ...decodeComplexParam(value) };
      continue;
    }
    const path = key.split('.').filter((s) => s !== '');
    if (path.length > 0) setPath(out, path, value);
  }
  return out;
}
