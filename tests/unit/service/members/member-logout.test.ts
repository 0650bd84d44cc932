// "Log out" as a member (lib/service/members/member-session.ts logOutMember): the provider's logout
// page (a logout redirect session) is opened the way the login is, and the member is forgotten
// locally whether or not the provider could be told.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { memberSessionsItem, type MemberSession } from '@/lib/storage';

const startLogout = vi.fn<(client: unknown, postFlowUrl: string) => Promise<string>>();
vi.mock('@/lib/provider/member-self', () => ({
  createMemberClient: () => ({}),
  startLogout: (client: unknown, postFlowUrl: string) => startLogout(client, postFlowUrl),
}));
const { logOutMember } = await import('@/lib/service/members/member-session');

const SITE = 'site-1';
const RETURN = 'https://abc.chromiumapp.org/member-logout';
const LOGOUT_URL = 'http://127.0.0.1:4100/oauth2/logout?redirectSessionId=s1';
const session: MemberSession = {
  clientId: 'client-1',
  memberId: 'm1',
  nickname: 'Ann',
  tokens: {
    accessToken: { value: 'a', expiresAt: Date.now() / 1000 + 3600 },
    refreshToken: { value: 'r', role: 'member' },
  },
} as MemberSession;

const loggedIn = () => memberSessionsItem.setValue({ [SITE]: session });
const stillThere = async () => (await memberSessionsItem.getValue())[SITE] !== undefined;

function withLoginWindow(
  flow: ((d: { url: string; interactive?: boolean }) => Promise<string | undefined>) | undefined,
) {
  Object.assign(fakeBrowser.identity, {
    getRedirectURL: (path: string) => `https://abc.chromiumapp.org/${path}`,
    launchWebAuthFlow: flow,
  });
}

beforeEach(async () => {
  startLogout.mockReset();
  startLogout.mockResolvedValue(LOGOUT_URL);
  await loggedIn();
});
afterEach(() => vi.useRealTimers());

describe('log out through the logout intent', () => {
  it("opens the logout page in the browser's login window, unseen, and forgets the member once it returned", async () => {
    const flow = vi.fn((_: { url: string; interactive?: boolean }) => Promise.resolve(`${RETURN}`));
    withLoginWindow(flow);
    await expect(logOutMember(SITE)).resolves.toEqual({ providerTold: true });
    expect(startLogout).toHaveBeenCalledWith(expect.anything(), RETURN);
    expect(flow).toHaveBeenCalledWith({ url: LOGOUT_URL, interactive: false });
    expect(await stillThere()).toBe(false);
  });

  it('offline: the page cannot be reached; forgotten here all the same, and the outcome says the site was not told', async () => {
    withLoginWindow(() => Promise.reject(new Error('Authorization page could not be loaded.')));
    const out = await logOutMember(SITE);
    expect(out).toEqual({
      providerTold: false,
      problem: 'The logout page could not be reached (Authorization page could not be loaded.).',
    });
    expect(await stillThere()).toBe(false);
  });

  it('the provider refuses to create the logout session (5xx): not told, forgotten here', async () => {
    const flow = vi.fn();
    withLoginWindow(flow);
    startLogout.mockRejectedValue(new Error('Service Unavailable'));
    await expect(logOutMember(SITE)).resolves.toEqual({ providerTold: false, problem: 'Service Unavailable.' });
    expect(flow).not.toHaveBeenCalled();
    expect(await stillThere()).toBe(false);
  });

  it('without the login window: a tab caught on its way back to the return URL, then closed', async () => {
    withLoginWindow(undefined);
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    const remove = vi.spyOn(fakeBrowser.tabs, 'remove');
    const out = logOutMember(SITE);
    await vi.waitFor(() => expect(create).toHaveBeenCalledWith({ url: LOGOUT_URL }));
    const tab = await create.mock.results[0]!.value;
    await fakeBrowser.tabs.onUpdated.trigger(tab.id!, { url: `${RETURN}` }, { ...tab, url: RETURN });
    await expect(out).resolves.toEqual({ providerTold: true });
    expect(remove).toHaveBeenCalledWith(tab.id);
    expect(await stillThere()).toBe(false);
  });

  it('in a tab, a page that settles elsewhere (an error page) fails after a short wait: not told', async () => {
    withLoginWindow(undefined);
    const create = vi.spyOn(fakeBrowser.tabs, 'create');
    const out = logOutMember(SITE);
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    const tab = await create.mock.results[0]!.value;
    vi.useFakeTimers();
    await fakeBrowser.tabs.onUpdated.trigger(tab.id!, { status: 'complete' }, { ...tab, url: LOGOUT_URL });
    await vi.advanceTimersByTimeAsync(3_000);
    vi.useRealTimers();
    await expect(out).resolves.toEqual({
      providerTold: false,
      problem: 'The logout page could not be reached or did not return.',
    });
    expect(await stillThere()).toBe(false);
  });

  it('nobody logged in: nothing to tell', async () => {
    await memberSessionsItem.setValue({});
    await expect(logOutMember(SITE)).resolves.toEqual({ providerTold: true });
    expect(startLogout).not.toHaveBeenCalled();
  });
});
