import { describe, expect, it } from 'vitest';
import type { Browser } from 'wxt/browser';
import { adminApi } from '@/lib/messaging/admin-api';
import { pageApi } from '@/lib/messaging/page-api';
import { MessageError } from '@/lib/messaging/protocol/provider-error';
import { sendAdmin } from '@/lib/queries/send';
import * as messageDomains from '@/lib/messaging/domains';
import * as handlerDomains from '@/lib/service/domains';
import { pageHandlers } from '@/lib/service/live-pages/page-handlers';
import {
  adminProtocolForTests as admin,
  frameProtocolForTests as frame,
  pageProtocolForTests as page,
} from '@/lib/service/listeners/message-listener';
import { frameApi } from '@/lib/messaging/frame-api';
import { frameHandlers } from '@/lib/service/live-pages/frame-handlers';
import { dispatch } from '@/lib/service/infra/router';
import { connectionsItem } from '@/lib/storage';

type Sender = Browser.runtime.MessageSender;
const panel: Sender = { id: 'test-extension-id', url: 'chrome-extension://test-extension-id/sidepanel.html' };
const contentScript: Sender = {
  id: 'test-extension-id',
  url: 'https://shop.wixsite.com/x',
  frameId: 0,
  tab: { id: 7 } as Browser.tabs.Tab,
};
/** The live page's frame: our page, inside a web page's tab. */
const liveFrame: Sender = {
  id: 'test-extension-id',
  url: 'chrome-extension://test-extension-id/live-frame.html#ticket',
  frameId: 3,
  tab: { id: 7, url: 'https://shop.wixsite.com/x' } as Browser.tabs.Tab,
};
const otherExtension: Sender = { id: 'someone-else', url: 'chrome-extension://someone-else/page.html' };
const REVIEW = '0b7e7c52-1d0e-4a8b-9a55-2f1c3d4e5f60';
const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('message protocols', () => {
  it('has a handler for every message of both protocols, and no handler without a message', () => {
    expect(Object.keys(admin.handlers).sort()).toEqual(Object.keys(adminApi).sort());
    expect(Object.keys(pageHandlers).sort()).toEqual(Object.keys(pageApi).sort());
    expect(Object.keys(frameHandlers).sort()).toEqual(Object.keys(frameApi).sort());
  });

  it('takes each admin message from one domain only, and each handler from one domain only', () => {
    const once = (tables: object[]) => {
      const types = tables.flatMap((table) => Object.keys(table));
      return types.filter((type, i) => types.indexOf(type) !== i);
    };
    expect(once(Object.values(messageDomains))).toEqual([]);
    expect(once(Object.values(handlerDomains))).toEqual([]);
  });

  it("answers the frame API only to the live page's frame, which the admin API refuses", async () => {
    const ticket = { ticket: 'x'.repeat(32) };
    for (const sender of [panel, contentScript, otherExtension]) {
      expect(await dispatch(frame, 'frame.open', ticket, sender)).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN_SENDER' },
      });
    }
    expect(await dispatch(admin, 'session.get', {}, liveFrame)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN_SENDER' },
    });
    expect(await dispatch(page, 'page.siteDetected', { detection: { kind: 'not-wix' } }, liveFrame)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN_SENDER' },
    });
    // From the frame, a ticket the background never issued to this tab opens nothing.
    expect(await dispatch(frame, 'frame.open', ticket, liveFrame)).toMatchObject({
      ok: false,
      error: { code: 'FRAME_TICKET_UNKNOWN' },
    });
  });

  it('refuses malformed admin messages with each offending field', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['reviews.moderate', { siteId: 'not-a-guid', reviewId: REVIEW, status: 'APPROVED' }, 'siteId'],
      ['reviews.moderate', { siteId: SITE, reviewId: REVIEW, status: 'IN_MODERATION' }, 'status'],
      ['reviews.pending', { siteId: '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', limit: 'ten' }, 'limit'],
      ['session.connectSandbox', { sandboxUrl: 'https://evil.example' }, 'sandboxUrl'],
      ['session.connectApiKey', { apiKey: 'short', accountId: 'x' }, 'accountId'],
      ['site.current', { windowId: 1, apiKey: 'smuggled' }, '(message)'],
      [
        'settings.setSitesEnabled',
        { sites: [{ siteId: SITE, origin: 'https://shop.example.com/path' }], enabled: true },
        'sites.0.origin',
      ],
      ['session.connectSandbox', { sandboxUrl: 'http://localhost:4010', name: 'x'.repeat(61) }, 'name'],
    ];
    for (const [type, payload, field] of cases) {
      const reply = await dispatch(admin, type, payload, panel);
      expect(reply.ok, `${type} ${JSON.stringify(payload)}`).toBe(false);
      if (!reply.ok) {
        expect(reply.error.code).toBe('INVALID_MESSAGE');
        expect(reply.error.fieldViolations?.map((v) => v.field)).toContain(field);
        expect(reply.error.message).toMatch(/^INVALID_ARGUMENT: /);
      }
    }
  });

  it('refuses unknown message types', async () => {
    const reply = await dispatch(admin, 'session.stealKey', {}, panel);
    expect(reply).toMatchObject({ ok: false, error: { code: 'UNKNOWN_MESSAGE' } });
  });

  it('answers the admin API only to the extension’s own pages', async () => {
    for (const sender of [contentScript, otherExtension]) {
      const reply = await dispatch(admin, 'session.get', {}, sender);
      expect(reply).toMatchObject({ ok: false, error: { code: 'FORBIDDEN_SENDER' } });
    }
    expect(await dispatch(admin, 'session.get', {}, panel)).toMatchObject({ ok: true });
  });

  it('answers the page API only to a tab’s content script, and never about a site it has not enabled', async () => {
    expect(await dispatch(page, 'page.itemReviews', { item: null, shownIds: [REVIEW] }, panel)).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN_SENDER' },
    });
    await connectionsItem.setValue([{ kind: 'api-key', apiKey: 'IST.k'.padEnd(30, 'x'), accountId: 'a' }]);
    expect(await dispatch(page, 'page.itemReviews', { item: null, shownIds: [REVIEW] }, contentScript)).toMatchObject({
      ok: false,
      error: { code: 'SITE_NOT_ENABLED' },
    });
  });

  it('ids are validated as what they are: a review id that climbs out of its path never reaches the provider', async () => {
    const climbing = '../../../contacts/v4/contacts/abc#';
    await connectionsItem.setValue([{ kind: 'api-key', apiKey: 'IST.k'.padEnd(30, 'x'), accountId: SITE }]);
    const fromPanel = await dispatch(
      admin,
      'reviews.moderate',
      { siteId: SITE, reviewId: climbing, status: 'REJECTED' },
      panel,
    );
    expect(fromPanel).toMatchObject({
      ok: false,
      error: { code: 'INVALID_MESSAGE', fieldViolations: [{ field: 'reviewId' }] },
    });
    const fromPage = await dispatch(
      page,
      'page.moderateReview',
      { reviewId: climbing, status: 'REJECTED' },
      contentScript,
    );
    expect(fromPage).toMatchObject({
      ok: false,
      error: { code: 'INVALID_MESSAGE', fieldViolations: [{ field: 'reviewId' }] },
    });
    const states = await dispatch(
      page,
      'page.itemReviews',
      { item: null, shownIds: [REVIEW, climbing] },
      contentScript,
    );
    expect(states).toMatchObject({ ok: false, error: { code: 'INVALID_MESSAGE' } });
  });

  it('an admin action without the admin connection says an elevated client is required (never falls back to a member login)', async () => {
    await connectionsItem.setValue([]);
    const reply = await dispatch(admin, 'contacts.get', { siteId: SITE, contactId: REVIEW }, panel);
    expect(reply).toMatchObject({
      ok: false,
      error: { code: 'NOT_CONNECTED', message: expect.stringContaining('An elevated client is required') },
    });
  });

  it('checks a message before sending it, so a mistake never leaves the panel', async () => {
    await expect(sendAdmin('reviews.pendingCount', { siteId: '../../etc' })).rejects.toBeInstanceOf(MessageError);
  });
});
