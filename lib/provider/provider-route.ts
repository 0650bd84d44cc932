// The provider route: the one seam between Wix and the local sandbox. A route says where provider
// traffic goes, Wix itself or the sandbox at one address; the sandbox answers on the SDK's own
// paths, so only the origin changes. Everything that differs between the two derives from a route
// here: the `fetch` a client is built with (`clientFetch`, bound to the route of the connection the
// client is for, and refusing any host but the provider's, so a sandbox credential never leaves
// for another host), the SDK's own token calls (`installTokenRoute`: its auth strategies fetch
// tokens with the global fetch) and the provider's public media URLs (`publicMediaUrl`), which
// follow the current route. The current route is set in one place, when the stored connection
// changes and when the worker starts (lib/service/connection/provider-route.ts). Only builds that
// reach the sandbox (lib/build-modes.ts: they have its address built in) ever make a sandbox route
// current or reroute the token calls; the production build stays on Wix.

/** Where provider traffic goes: Wix, or the local sandbox at `base` (an origin, no trailing slash). */
export type ProviderRoute = { readonly to: 'wix' } | { readonly to: 'sandbox'; readonly base: string };

export const TO_WIX: ProviderRoute = { to: 'wix' };

/** The provider hosts the SDK builds its URLs on; the sandbox answers the same paths. */
export const PROVIDER_HOSTS = /^https:\/\/(www|edge)\.wixapis\.com(?=\/|$)/;

/** Wix's public media host, where an image id resolves (`https://static.wixstatic.com/media/<id>`). */
const WIX_STATIC_MEDIA = /^https:\/\/static\.wixstatic\.com(?=\/media\/)/;

/** The real provider's upload host (its upload URLs point there); the sandbox serves uploads itself. */
const WIX_UPLOAD_ORIGIN = 'https://upload.wixmp.com';

/** The route of a connection: its sandbox when it has one, else Wix. */
export function routeOf(connection: { sandboxUrl?: string | undefined } | null | undefined): ProviderRoute {
  const url = connection?.sandboxUrl;
  return url ? { to: 'sandbox', base: url.replace(/\/+$/, '') } : TO_WIX;
}

/** Builds that reach the sandbox have its address built in (`WXT_SANDBOX_URL`); the production build has none. */
const buildReachesSandbox = (): boolean => Boolean(import.meta.env.WXT_SANDBOX_URL);

let current: ProviderRoute = TO_WIX;
let settled: Promise<void> = Promise.resolve();
let generation = 0;
/** The global fetch as the browser gave it (the token route wraps the global one). */
let unrouted: typeof fetch = (...a) => fetch(...a);

/**
 * Makes `next` the current route (a promise while the worker reads the stored connection: token
 * calls wait for it). The latest call wins. Called only from lib/service/connection/provider-route.ts.
 */
export function setProviderRoute(next: ProviderRoute | Promise<ProviderRoute>): Promise<void> {
  const mine = ++generation;
  settled = Promise.resolve(next).then(
    (route) => {
      if (mine === generation) current = route.to === 'sandbox' && !buildReachesSandbox() ? TO_WIX : route;
    },
    () => undefined, // storage unreadable: the route stays where it was
  );
  return settled;
}

/** The current route (the stored connection's). */
export const providerRoute = (): ProviderRoute => current;

/**
 * The `fetch` for `createClient` on `route`, bound to it for the client's life: on Wix the
 * browser's own; on the sandbox one that sends the SDK's requests there and refuses any other
 * host (the client holds a sandbox credential). Neither is rerouted by the token route.
 */
export function clientFetch(route: ProviderRoute, baseFetch: typeof fetch = (...a) => unrouted(...a)): typeof fetch {
  if (route.to === 'wix') return baseFetch;
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!PROVIDER_HOSTS.test(url)) throw new TypeError(`Refusing to send a sandbox credential to ${url}`);
    // At worker start, answers are converted (publicMediaUrl) only once the current route is known.
    await settled;
    return baseFetch(url.replace(PROVIDER_HOSTS, route.base), init);
  };
}

/**
 * The SDK's auth strategies fetch their tokens with the global `fetch`, not the client's, so in
 * builds that reach the sandbox the global fetch is wrapped once (at worker start): provider URLs
 * follow the current route, everything else is untouched. A no-op in the production build.
 */
export function installTokenRoute(): void {
  if (!buildReachesSandbox()) return;
  const real = globalThis.fetch.bind(globalThis);
  unrouted = real;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!PROVIDER_HOSTS.test(url)) return real(input, init);
    await settled;
    return current.to === 'sandbox' ? real(url.replace(PROVIDER_HOSTS, current.base), init) : real(input, init);
  };
}

/**
 * An image URL on Wix's public media host, served by the sandbox's stand-in of that host while the
 * sandbox is the current route (its files' bytes, a picture drawn from the id for a seeded image;
 * the same for the demo data's photos), so review photos, members' photos and covers, contacts'
 * pictures and the Media tab's files show in the panel with no network. Unchanged on Wix.
 */
export function publicMediaUrl(url: string, route: ProviderRoute = current): string {
  return route.to === 'sandbox' && WIX_STATIC_MEDIA.test(url)
    ? url.replace(WIX_STATIC_MEDIA, `${route.base}/_media/wixstatic`)
    : url;
}

/** The origin upload URLs point to on `route` (the panel needs a grant for it before uploading). */
export const uploadOrigin = (route: ProviderRoute): string =>
  route.to === 'sandbox' ? new URL(route.base).origin : WIX_UPLOAD_ORIGIN;
