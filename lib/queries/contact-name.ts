import { t } from '../i18n';
import type { ContactCard } from '../messaging/contacts';
import { formatPhone } from '../ui/phone-format';

/** What a contact is called in lists and messages: the name, else the first email or phone. */
export const contactName = (c: ContactCard): string =>
  [c.firstName, c.lastName].filter(Boolean).join(' ') ||
  c.emails[0]?.email ||
  (c.phones[0] && formatPhone(c.phones[0].e164 || c.phones[0].phone)) ||
  t('contacts.card.noName');
