// One provider call over plain HTTP with a site's API key, the JSON body as given (the SDK's query
// builders can't spell every filter the fault suite sends).
import type { DemoSite } from '../contract/sdk-client.ts';

export interface ProviderAnswer {
  status: number;
  body: unknown;
}

export async function providerCall(
  sandboxUrl: string,
  site: Pick<DemoSite, 'id' | 'apiKey'>,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ProviderAnswer> {
  const res = await fetch(`${sandboxUrl}${path}`, {
    method,
    headers: {
      authorization: site.apiKey,
      'wix-site-id': site.id,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** The body of a 200, else an error naming the call and what came back. */
export async function providerOk<T>(
  sandboxUrl: string,
  site: Pick<DemoSite, 'id' | 'apiKey'>,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const a = await providerCall(sandboxUrl, site, method, path, body);
  if (a.status !== 200) throw new Error(`${method} ${path} → ${a.status} ${JSON.stringify(a.body).slice(0, 500)}`);
  return a.body as T;
}
