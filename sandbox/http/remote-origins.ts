// Where the sandbox may send requests of its own (media imports, webhook deliveries): its own origin
// (the listening socket's address and port, http/own-origin.ts) and the origins the user named
// (`--allow-remote-origin`). Never any other local service: a web page could otherwise read them
// through an import. Other loopback names on the same port are not "us" (another server may hold them).

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
    return this.allowed.has(url.origin) || url.origin === new URL(ownOrigin).origin;
  }

  describe(ownOrigin: string): string {
    return [ownOrigin, ...this.allowed].join(', ');
  }
}
