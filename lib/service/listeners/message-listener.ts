import { browser, type Browser } from 'wxt/browser';
import { adminApi } from '../../messaging/admin-api';
import type { Envelope } from '../../messaging/define-api';
import { pageApi } from '../../messaging/page-api';
import { adminHandlers } from '../handlers/admin';
import { pageHandlers, type PageSender } from '../handlers/page';
import { dispatch, type Protocol } from '../infra/router';
import { adminSender, isExtensionPage, pageTab, type AdminSender } from '../infra/senders';
import { forbiddenSender } from '../infra/service-error';

const adminProtocol: Protocol<typeof adminApi, AdminSender> = {
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

/** For tests of the sender checks. */
export { adminProtocol as adminProtocolForTests, pageProtocol as pageProtocolForTests };

const isEnvelope = (m: unknown): m is Envelope =>
  typeof m === 'object' &&
  m !== null &&
  ((m as Envelope).api === 'admin' || (m as Envelope).api === 'page') &&
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
          : dispatch(pageProtocol, message.type, message.payload, sender);
      void reply.then(sendResponse);
      return true;
    },
  );
}
