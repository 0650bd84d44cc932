// Fault knobs live in memory, per database (= per sandbox instance) and site: they are test
// conditions, not data, so they neither persist nor export, and a site reset clears them.
import type { Db } from '../db/open.ts';
import type { FaultConfig } from './config.ts';
import { SiteFaults } from './decide.ts';

export class FaultStore {
  private readonly sites = new Map<string, SiteFaults>();

  set(siteId: string, config: FaultConfig): SiteFaults {
    const faults = new SiteFaults(config);
    this.sites.set(siteId, faults);
    return faults;
  }
  get(siteId: string): SiteFaults | undefined {
    return this.sites.get(siteId);
  }
  clear(siteId: string): boolean {
    return this.sites.delete(siteId);
  }
  entries(): [string, SiteFaults][] {
    return [...this.sites.entries()];
  }
}

const stores = new WeakMap<Db, FaultStore>();

export function faultsFor(db: Db): FaultStore {
  let store = stores.get(db);
  if (!store) {
    store = new FaultStore();
    stores.set(db, store);
  }
  return store;
}

export const faultsJson = (f: SiteFaults) => ({ ...f.config, calls: f.calls, injected: { ...f.injected } });
