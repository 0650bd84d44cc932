import { PROVIDER_HOSTS } from './sandbox-fetch';

let sandboxBase: string | null = null;

/** Where the SDK's own token calls go while the local sandbox is connected (null: to Wix). */
export function routeTokenCallsTo(sandboxUrl: string | null): void {
  sandboxBase = sandboxUrl ? sandboxUrl.replace(/\/+$/, '') : null;
}

/**
 * The SDK's auth strategies fetch their tokens with the global `fetch`, not the client's (see
 * docs/provider-contract.md §1.4), so the sandbox's `fetch` never sees them. Development builds wrap the global fetch
 * once: provider URLs go to the sandbox while one is connected, everything else is untouched.
 */
export function installSandboxTokenRoute(): void {
  const real = globalThis.fetch.bind(globalThis);
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (sandboxBase && PROVIDER_HOSTS.test(url)) return real(url.replace(PROVIDER_HOSTS, sandboxBase), init);
    return real(input, init);
  };
}

/** Wix's public media host, where an image id resolves (`https://static.wixstatic.com/media/<id>`). */
const WIX_STATIC_MEDIA = /^https:\/\/static\.wixstatic\.com(?=\/media\/)/;

/**
 * An image URL on Wix's public media host, served by the sandbox's stand-in of that host while the
 * sandbox is connected (its files' bytes; placeholders for the demo data's photos), so review and
 * contact photos show in the panel with no network. Unchanged while connected to Wix.
 */
export function publicMediaUrl(url: string): string {
  return sandboxBase && WIX_STATIC_MEDIA.test(url)
    ? url.replace(WIX_STATIC_MEDIA, `${sandboxBase}/_media/wixstatic`)
    : url;
}
