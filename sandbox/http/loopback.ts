// The sandbox never sends traffic beyond this machine (webhook receivers, media imports): only
// loopback hosts, 127.0.0.0/8, localhost (and *.localhost), ::1 and its IPv4-mapped forms.
import { isIP } from 'node:net';
import { parseUrl } from './parse-url.ts';

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  if (isIP(host) === 6) return host === '::1' || /^::ffff:127\./.test(host) || /^::ffff:7f[0-9a-f]{2}:/.test(host);
  return false;
}

/** True for http(s) URLs on a loopback host. */
export function isLoopbackUrl(raw: string): boolean {
  const url = parseUrl(raw);
  if (!url) return false;
  return (url.protocol === 'http:' || url.protocol === 'https:') && isLoopbackHost(url.hostname);
}
