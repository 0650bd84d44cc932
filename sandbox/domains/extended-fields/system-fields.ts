// The SYSTEM extended fields every site has, as the provider lists them (List/Query Extended
// Fields examples, contacts sort-and-filter guide). Their values on contacts are Wix-managed.
import type { ExtendedFieldDoc } from './extended-field-doc.ts';

const system = (
  namespace: string,
  key: string,
  displayName: string,
  dataType: ExtendedFieldDoc['dataType'],
  description: string,
): ExtendedFieldDoc => ({
  namespace,
  key,
  displayName,
  dataType,
  fieldType: 'SYSTEM',
  description,
});

export const SYSTEM_EXTENDED_FIELDS: readonly ExtendedFieldDoc[] = [
  system(
    'contacts',
    'contacts.displayByFirstName',
    'Display Name (start with first)',
    'TEXT',
    'Display name starting with first name (read only)',
  ),
  system(
    'contacts',
    'contacts.displayByLastName',
    'Display Name (start with last)',
    'TEXT',
    'Display name starting with last name (read only)',
  ),
  system('invoices', 'invoices.vatId', 'VAT ID', 'TEXT', 'Vat ID for Wix Invoices'),
  system(
    'members',
    'members.membershipStatus',
    'Membership Status',
    'TEXT',
    'APPROVED/DENIED/PENDING/INACTIVE (read only)',
  ),
  system('members', 'members.mobile', 'Mobile flag', 'TEXT', 'true/false'),
  system('ecom', 'ecom.numOfPurchases', '# of Purchases', 'NUMBER', 'Wix Stores purchase count (read only)'),
  system(
    'ecom',
    'ecom.totalSpentAmount',
    'Total Spent Amount',
    'NUMBER',
    'Wix Stores aggregated spent amount (read only)',
  ),
  system('ecom', 'ecom.totalSpentCurrency', 'Total Spent Currency', 'TEXT', 'Wix Stores currency code (read only)'),
  system('ecom', 'ecom.lastPurchaseDate', 'Last Purchase Date', 'DATE', 'Wix Stores last purchase date (read only)'),
  system(
    'emailSubscriptions',
    'emailSubscriptions.subscriptionStatus',
    'Effective Subscription Status',
    'TEXT',
    'SUBSCRIBED/UNSUBSCRIBED/NOT_SET/PENDING (read only)',
  ),
  system(
    'emailSubscriptions',
    'emailSubscriptions.deliverabilityStatus',
    'Effective Deliverability Status',
    'TEXT',
    'VALID/BOUNCED/SPAM_COMPLAINT/INACTIVE (read only)',
  ),
  system(
    'emailSubscriptions',
    'emailSubscriptions.effectiveEmail',
    'Effective Email',
    'TEXT',
    'Effective Email for subscription purposes (read only)',
  ),
];
