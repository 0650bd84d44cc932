// Whether a provider call is a write, told from the request itself: the provider's reads are GET, or
// POST to a path ending in …/query, …/count, …/search (and the few other lookups below); anything
// else changes something. Writes are told apart here rather than by each write path marking its
// client: the panel's writes are spread over every domain's handlers, and a write the budget mistook
// for a read would be held behind the admin's own reads, while a read mistaken for a write only goes
// unheld. Which reads are the panel's and which the background's is said where the client is taken
// (lib/service/connection/site-clients.ts).

/** POST paths that only read: queries, counts, searches, contact facets, files by id. */
const READ_POST = /\/(query|count|search|facets|get-files)$/;

export function isWriteRequest(input: RequestInfo | URL, init?: RequestInit): boolean {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method === 'GET' || method === 'HEAD') return false;
  if (method !== 'POST') return true;
  const url = input instanceof Request ? input.url : String(input);
  let path: string;
  try {
    path = new URL(url).pathname.replace(/\/+$/, '');
  } catch {
    return true;
  }
  return !READ_POST.test(path);
}
