// The development build's manifest `key` (Chromium builds that reach the sandbox only, wxt.config.ts):
// it fixes the unpacked extension's id, which would otherwise follow the folder it is loaded from, so
// the sandbox can name it (`--allow-extension`: only named extensions may read its keys) and register its OAuth redirect
// (`https://<id>.chromiumapp.org/`). Only the public key is here; no private key exists or is needed
// (nothing is packed or published with it). The production build carries no key.
import { createHash } from 'node:crypto';

export const DEV_EXTENSION_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu310gmZ15hJfYe+tG7N5gKNkwKZrQnS6lxcD/MNsbM0mmu5QqMFTgUJiITGl7AfMGPaserzOdSZfIcfklkchF2FH9I0WB5c64N2jD58MCuC1oFvUW1+cpFpTrB3arEYRWx2ivq/c3YXDlYW6/cNMOSET46Zg5zbZsEg6x8SjO3mkAUtgH0+a521FY9iqe+OkCPqKmxLNAO908ycIwapvpE7jyn/2MiU5JAEazElDt5TXBiz1V/KcpUtwDcbA4smP9eo2DyYlxeHy4Zn9yEkjOI0SLD9cv+z1ynt2nrXxmbBeMwMgY+9NHzxZwFQ9voKfe38dCyKZixIypOBGUN28dQIDAQAB';

/** Chromium's id of an extension with this key: the SHA-256 of the key's DER bytes, first 32 hex digits as a–p. */
export function extensionIdOfKey(base64Key: string): string {
  const hex = createHash('sha256').update(Buffer.from(base64Key, 'base64')).digest('hex').slice(0, 32);
  return [...hex].map((d) => String.fromCharCode(97 + parseInt(d, 16))).join('');
}

export const DEV_EXTENSION_ID = extensionIdOfKey(DEV_EXTENSION_KEY);
