import { contacts } from '@wix/crm';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_LABELS,
  ADDRESS_TAG_LABELS,
  activityLabel,
  DELIVERABILITY_LABELS,
  EMAIL_TAG_LABELS,
  labelName,
  MEMBER_STATUS_LABELS,
  PHONE_TAG_LABELS,
  SOURCE_LABELS,
  sourceLabel,
  SUBSCRIPTION_LABELS,
  subscriptionLabel,
} from '@/components/contacts/labels';
import { facetName } from '@/components/contacts/FacetBar';
import { expectEveryValueWorded } from '../label-check';

// The SDK's own runtime enums (docs/product.md §3.2): a value an SDK update adds fails here until worded.
describe('contact labels', () => {
  it('word every source type the SDK declares, in English and German', async () => {
    await expectEveryValueWorded(contacts.ContactSourceType, SOURCE_LABELS);
  });

  it('word every activity type the SDK declares', async () => {
    await expectEveryValueWorded(contacts.ContactActivityType, ACTIVITY_LABELS);
  });

  it('word every subscription and deliverability status the SDK declares', async () => {
    await expectEveryValueWorded(contacts.SubscriptionStatus, SUBSCRIPTION_LABELS);
    await expectEveryValueWorded(contacts.EmailDeliverabilityStatus, DELIVERABILITY_LABELS);
  });

  it('word every member status a contact can carry, and every email, phone and address tag', async () => {
    await expectEveryValueWorded(contacts.MemberStatus, MEMBER_STATUS_LABELS);
    await expectEveryValueWorded(contacts.EmailTag, EMAIL_TAG_LABELS);
    await expectEveryValueWorded(contacts.PhoneTag, PHONE_TAG_LABELS);
    await expectEveryValueWorded(contacts.AddressTag, ADDRESS_TAG_LABELS);
  });

  it('read a value the SDK does not declare yet as words, never as a code', () => {
    expect(sourceLabel('WIX_STORES')).toBe('Stores');
    expect(subscriptionLabel('UNSUBSCRIBED')).toBe('Unsubscribed');
    expect(activityLabel('SOMETHING_NEW')).toBe('Something new');
    expect(subscriptionLabel(null)).toBe('');
  });

  it('name labels and facets by their display names, not their keys', () => {
    expect(labelName('custom.vip', { 'custom.vip': 'VIP' })).toBe('VIP');
    expect(labelName('contacts.customers', {})).toBe('Customers');
    const facet = (type: string, key: string, name: string) => ({ type, key, name, count: 3, filter: null });
    expect(facetName(facet('SUBSCRIPTION_STATUS', 'emailSubscriptions.subscribed', 'Subscribed'))).toBe('Subscribed');
    expect(facetName(facet('SUBSCRIPTION_STATUS', 'emailSubscriptions.bounced', 'Bounced'))).toBe('Emails bounce');
    expect(facetName(facet('MEMBERSHIP_STATUS', 'membershipStatus.denied', 'Blocked'))).toBe('Blocked members');
    expect(facetName(facet('LABEL', 'custom.vip', 'VIP'))).toBe('VIP');
    expect(facetName(facet('LABEL', 'custom.new-customer', 'custom.new-customer'))).toBe('New customer');
    // A state facet the panel doesn't know keeps the provider's display name.
    expect(facetName(facet('SUBSCRIPTION_STATUS', 'emailSubscriptions.paused', 'Paused'))).toBe('Paused');
  });
});
