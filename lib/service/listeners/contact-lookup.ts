import { browser } from 'wxt/browser';
import { t } from '../../i18n';
import { lookupTargetOf } from '../contacts/lookup';
import { showInPanel } from '../infra/panel-request';

export const LOOKUP_MENU = 'lookup-contact';

/** The menu item on any selected text; the selection is read only when the admin clicks it. */
export function createLookupMenu(): void {
  browser.contextMenus.create({ id: LOOKUP_MENU, title: t('contacts.lookup.menu'), contexts: ['selection'] });
}

/** "Look up in Sitekeeper": the panel opens on the Contacts tab with the selected email or phone. */
export function listenForContactLookup(): void {
  if (!browser.contextMenus) return;
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId !== LOOKUP_MENU) return;
    const target = lookupTargetOf(info.selectionText);
    void showInPanel(
      { windowId: tab?.windowId },
      {
        tool: 'contacts',
        'contacts.contact': null,
        'contacts.lookup': target ? `${target.kind}:${target.value}` : 'none:',
      },
    );
  });
}
