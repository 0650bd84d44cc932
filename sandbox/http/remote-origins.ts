// Where the sandbox may send requests of its own (media imports, webhook deliveries): its own origin
// (any of its loopback names, on its port) and the origins the user named (`--allow-remote-origin`).
// Never any other local service: a web page could otherwise read them through an import.
import { isLoopbackHost } from './loopback.ts';

export class RemoteOrigins {
  private readonly allowed = new Set<string>();

  constructor(origins: readonly string[] = []) {
    for (const o of origins) this.add(o);
  }

  add(origin: string): void {
    this.allowed.add(new URL(origin).origin);
  }

  allows(url: URL, ownOrigin: string): boolean {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (this.allowed.has(url.origin)) return true;
    const own = new URL(ownOrigin);
    return (
      url.protocol === own.protocol &&
      url.port === own.port &&
      isLoopbackHost(url.hostname) &&
      isLoopbackHost(own.hostname)
    );
  }

  describe(ownOrigin: string): string {
    return [ownOrigin, ...this.allowed].join(', ');
  }
}
