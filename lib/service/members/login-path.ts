// Which way the hosted member login runs: in the browser's own login window
// (identity.launchWebAuthFlow) when the browser has it, else in a tab whose navigation to the
// callback is caught. A window the person closed is their answer (a cancel), not a reason to try
// the login again in a tab; any other failure means the window cannot run here, so the tab does.

export type LoginPath = 'web-auth-flow' | 'tab' | 'cancelled';

/** What launchWebAuthFlow rejects with when the person closes the window (Chrome; Firefox). */
const CLOSED_BY_PERSON = [/did not approve access/i, /cancell?ed or denied access/i];

/**
 * Before the login window: `hasWebAuthFlow` alone says whether to try it. After it failed: pass
 * what it threw, and the answer is the tab or a cancel.
 */
export function loginPath(hasWebAuthFlow: boolean, flowFailure?: unknown): LoginPath {
  if (!hasWebAuthFlow) return 'tab';
  if (flowFailure === undefined) return 'web-auth-flow';
  const message =
    flowFailure instanceof Error
      ? flowFailure.message
      : typeof flowFailure === 'object' && flowFailure !== null && 'message' in flowFailure
        ? String(flowFailure.message)
        : String(flowFailure);
  return CLOSED_BY_PERSON.some((re) => re.test(message)) ? 'cancelled' : 'tab';
}
