// Shared by the retry-safety contract tests: a site's fault knobs set and cleared through /_sandbox,
// and the failure of a first try whose answer was lost.
import type { SandboxHandle } from '../../sandbox/server.ts';
import { normalizeError } from '../../lib/provider/normalize-error.ts';
import type { DemoSite } from './sdk-client.ts';

export function faultKnobs(sandbox: SandboxHandle, site: DemoSite) {
  const faults = (body: unknown) =>
    fetch(`${sandbox.url}/_sandbox/sites/${site.id}/faults`, {
      method: body === null ? 'DELETE' : 'PUT',
      headers: { 'content-type': 'application/json' },
      ...(body === null ? {} : { body: JSON.stringify(body) }),
    });
  return {
    faults,
    /** Every call handled, then its connection dropped: it landed, its answer is lost. */
    dropAfterCommit: () => faults({ dropConnectionRate: 1, dropAfterCommitShare: 1 }),
    healthy: () => faults(null),
  };
}

/** The error of a first try that must fail (its answer lost), normalized as the panel sees it. */
export const lost = async (p: Promise<unknown>) =>
  normalizeError(
    await p.then(
      () => {
        throw new Error('the first try should have lost its answer');
      },
      (e: unknown) => e,
    ),
  );
