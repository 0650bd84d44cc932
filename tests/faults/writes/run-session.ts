// One run of the writes-under-faults session: the panel connected to the sandbox, the faults set on
// the site, the scripted session, then the provider's state compared with the intended one.
import type { BrowserContext } from '@playwright/test';
import type { SandboxHandle } from '../../../sandbox/server';
import type { InjectedFaults } from '../../../sandbox/faults/decide';
import { panelOnDemoSite } from '../../e2e/pages/side-panel';
import { compareWithIntent } from './provider-state';
import { sessionTargets, WritesSession } from './session';

/** The writes-under-faults case's mix (cases/writes-under-faults.ts): 20 % 5xx, 10 % 429 (half without Retry-After), 5 % dropped (half after commit), seeded. */
export const faultsOf = (seed: number) => ({
  seed,
  errorRate: 0.2,
  rateLimit: { retryAfterSeconds: 1, probability: 0.1, withoutRetryAfterShare: 0.5 },
  dropConnectionRate: 0.05,
  dropAfterCommitShare: 0.5,
});

/** A call to the sandbox's /_sandbox API, once more when a kept-alive connection was reset under it. */
async function admin(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

export interface WritesRun {
  figures: Record<string, number | string>;
  duplicates: number;
  lost: number;
  problems: string[];
}

export async function runWritesSession(opts: {
  sandbox: SandboxHandle;
  context: BrowserContext;
  extensionId: string;
  actions: number;
  seed: number;
  log?: (line: string) => void;
  screenshots?: string;
}): Promise<WritesRun> {
  const { sandbox } = opts;
  const { site, panel } = await panelOnDemoSite(opts.context, opts.extensionId, sandbox.url);
  const since = new Date(Date.now() - 1000).toISOString();
  const targets = sessionTargets(sandbox, site.id);
  const faultsUrl = `${sandbox.url}/_sandbox/sites/${site.id}/faults`;
  await admin(faultsUrl, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faultsOf(opts.seed)),
  });
  const started = performance.now();
  const session = new WritesSession(panel, targets, opts.seed, opts.log, opts.screenshots);
  await session.run(opts.actions);
  await session.untilQueueSent();
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const knobs = (await (await admin(faultsUrl)).json()) as { faults: { calls: number; injected: InjectedFaults } };
  await admin(faultsUrl, { method: 'DELETE' });
  const compared = compareWithIntent(sandbox, site.id, session.intent, since);
  const i = knobs.faults.injected;
  return {
    figures: {
      actions: session.figures.actions,
      'provider calls': knobs.faults.calls,
      '5xx': i.errors,
      '429 with Retry-After': i.rateLimitedWithRetryAfter,
      '429 without': i.rateLimitedWithoutRetryAfter,
      'dropped before': i.droppedBefore,
      'dropped after commit': i.droppedAfterCommit,
      retries: session.figures.retries,
      reloads: session.figures.reloads,
      stuck: session.figures.stuck,
      'queued at the end': session.figures.queuedAtEnd ?? 'none',
      duplicates: compared.duplicates,
      lost: compared.lost,
      'time (s)': seconds,
      mix: Object.entries(session.figures.byKind)
        .map(([k, n]) => `${k} ${n}`)
        .join(', '),
    },
    duplicates: compared.duplicates,
    lost: compared.lost,
    problems: [...session.problems, ...compared.problems],
  };
}
