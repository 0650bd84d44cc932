/** The provider hosts the SDK builds its URLs on (docs/provider-contract.md §1.1). */
export const PROVIDER_HOSTS = /^https:\/\/(www|edge)\.wixapis\.com(?=\/|$)/;

/**
 * A `fetch` for `createClient` that sends the SDK's requests to the local sandbox instead of Wix:
 * same production paths, only the origin changes (`host.apiBaseUrl` can't do this, docs/provider-contract.md §1.2).
 */
export function sandboxFetch(sandboxUrl: string, baseFetch: typeof fetch = (...a) => fetch(...a)): typeof fetch {
  const base = sandboxUrl.replace(/\/+$/, '');
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!PROVIDER_HOSTS.test(url))
      return Promise.reject(new TypeError(`Refusing to send a sandbox credential to ${url}`));
    return baseFetch(url.replace(PROVIDER_HOSTS, base), init);
  };
}
