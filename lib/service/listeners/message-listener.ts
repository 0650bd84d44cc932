import { browser, type Browser } from 'wxt/browser';
import { adminApi, type AdminApi } from '../../messaging/admin-api';
import { joinDomains, type Envelope } from '../../messaging/protocol/define-api';
import { frameApi } from '../../messaging/frame-api';
import { pageApi } from '../../messaging/page-api';
import * as adminDomains from '../domains';
import { frameHandlers } from '../live-pages/frame-handlers';
import { pageHandlers, type PageSender } from '../live-pages/page-handlers';
import { dispatch, type Handlers, type Protocol } from '../infra/router';
import { adminSender, frameTab, isExtensionPage, pageTab, type AdminSender } from '../infra/senders';
import { forbiddenSender } from '../infra/service-error';

/** The admin API's handlers, one table per domain (lib/service/domains.ts). */
const adminHandlers: Handlers<AdminApi, AdminSender> = joinDomains(adminDomains);

const adminProtocol: Protocol<AdminApi, AdminSender> = {
  spec: adminApi,
  handlers: adminHandlers,
  authorize: (sender, from) => (isExtensionPage(sender) ? { ctx: adminSender(from) } : null),
  refuse: () => forbiddenSender('admin'),
};

const pageProtocol: Protocol<typeof pageApi, PageSender> = {
  spec: pageApi,
  handlers: pageHandlers,
  authorize: (sender) => {
    const tab = pageTab(sender);
    return tab ? { ctx: tab } : null;
  },
  refuse: () => forbiddenSender('page'),
};

const frameProtocol: Protocol<typeof frameApi, PageSender> = {
  spec: frameApi,
  handlers: frameHandlers,
  authorize: (sender) => {
    const tab = frameTab(sender);
    return tab ? { ctx: tab } : null;
  },
  refuse: () => forbiddenSender('frame'),
};

/** For tests of the sender checks. */
export {
  adminProtocol as adminProtocolForTests,
  pageProtocol as pageProtocolForTests,
  frameProtocol as frameProtocolForTests,
};

const isEnvelope = (m: unknown): m is Envelope =>
  typeof m === 'object' &&
  m !== null &&
  ['admin', 'page', 'frame'].includes((m as Envelope).api) &&
  typeof (m as Envelope).type === 'string';

/**
 * The background's one message listener. Answers with `sendResponse` + `return true`: that form works
 * on Chromium, Firefox and the test fake alike (docs/toolchain.md §2.2).
 */
export function listenForMessages(): void {
  browser.runtime.onMessage.addListener(
    (message: unknown, sender: Browser.runtime.MessageSender, sendResponse: (r: unknown) => void) => {
      if (!isEnvelope(message)) return undefined;
      const reply =
        message.api === 'admin'
          ? dispatch(adminProtocol, message.type, message.payload, sender, message.from)
          : message.api === 'frame'
            ? dispatch(frameProtocol, message.type, message.payload, sender)
            : dispatch(pageProtocol, message.type, message.payload, sender);
      void reply.then(sendResponse);
      return true;
    },
  );
}
