// `new URL(raw)` for values from requests: the URL, or undefined when `raw` is not one.
export function parseUrl(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}
