// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactCard } from '@/components/contacts/ContactCard';
import { bareCard, fullCard } from './fixtures';

const FIELDS = [
  { key: 'custom.tier', name: 'Tier', dataType: 'TEXT', fieldType: 'USER_DEFINED' },
  { key: 'custom.visits', name: 'Visits', dataType: 'NUMBER', fieldType: 'USER_DEFINED' },
  { key: 'custom.site', name: 'Website', dataType: 'URL', fieldType: 'USER_DEFINED' },
];

describe('ContactCard', () => {
  it('shows every field of a full contact: tagged and primary emails/phones, the geocoded address as a map link, labels, extended fields by type, member info', () => {
    render(
      <ContactCard
        contact={fullCard}
        fields={FIELDS}
        labelNames={{ 'custom.vip': 'VIP' }}
        onOpenMember={() => undefined}
      />,
    );
    expect(screen.getByTestId('contact-card-name')).toHaveTextContent('Ann Lee');
    expect(screen.getByText('Owner · Bakery Co')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture' })).toHaveAttribute(
      'src',
      'https://static.wixstatic.com/media/abc123.jpg',
    );
    const emails = screen.getByTestId('contact-card-emails');
    // Each value after what it is for, in people's words; phones and addresses written out one way.
    expect(emails).toHaveTextContent('Main: ann@example.test primary');
    expect(emails).toHaveTextContent('Work: ann@work.test');
    expect(screen.getByTestId('contact-card-phones')).toHaveTextContent('Mobile: +1 5550100 primary');
    const address = screen.getByTestId('contact-card-addresses');
    expect(address).toHaveTextContent('Delivery address: 1 Main St, Springfield 12345, United States');
    expect(within(address).getByRole('link', { name: '40.5, -73.25' })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=40.5&mlon=-73.25'),
    );
    expect(screen.getByText('Apr 12, 1990')).toBeInTheDocument();
    expect(screen.getByTestId('contact-card-labels')).toHaveTextContent('VIPCustomers');
    expect(screen.getByTestId('contact-card-field-custom.tier')).toHaveTextContent('TierGold');
    expect(screen.getByTestId('contact-card-field-custom.visits')).toHaveTextContent('Visits12');
    expect(within(screen.getByTestId('contact-card-field-custom.site')).getByRole('link')).toHaveAttribute(
      'href',
      'https://ann.example.test',
    );
    expect(screen.getByText('Subscribed')).toBeInTheDocument();
    expect(screen.getByText('Stores')).toBeInTheDocument();
    expect(screen.getByTestId('contact-card-activity')).toHaveTextContent('Made a purchase, Jun 1, 2025');
    const member = screen.getByTestId('contact-card-member');
    expect(member).toHaveTextContent('Member · annlee');
    expect(member).toHaveTextContent('Signed up Mar 2, 2025');
    expect(member).toHaveTextContent('Last app login Jun 3, 2025');
    expect(within(member).getByRole('button', { name: 'Open the member card' })).toBeInTheDocument();
    // The revision and the ids are for support only: in the technical details, not among the rows.
    expect(screen.getByTestId('contact-card')).toHaveAttribute('data-contact-revision', '7');
    const technical = screen.getByText('Technical details').closest('details')!;
    expect(technical).not.toHaveAttribute('open');
    expect(within(technical).getByText('Revision').nextSibling).toHaveTextContent('7');
    expect(technical).toHaveTextContent(fullCard.id);
    expect(screen.getByTestId('contact-card').querySelector('dl')).not.toHaveTextContent(fullCard.id);
  });

  it('shows a contact with none of the optional fields cleanly (no empty rows)', () => {
    render(<ContactCard contact={bareCard} />);
    expect(screen.getByTestId('contact-card-name')).toHaveTextContent('Bo');
    for (const id of [
      'contact-card-emails',
      'contact-card-phones',
      'contact-card-addresses',
      'contact-card-labels',
      'contact-card-member',
      'contact-card-activity',
    ])
      expect(screen.queryByTestId(id)).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('renders provider text as text, and an unknown activity type in words', () => {
    render(
      <ContactCard
        contact={{
          ...bareCard,
          firstName: '<img src=x onerror=alert(1)>',
          lastActivity: { type: 'SOMETHING_NEW', date: null },
        }}
      />,
    );
    expect(screen.getByTestId('contact-card-name')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('contact-card-activity')).toHaveTextContent('Something new');
  });

  it('leaves out the Wix-managed fields the readable rows already show, and keeps the others under a closed "More fields"', () => {
    render(
      <ContactCard
        contact={{
          ...fullCard,
          deliverabilityStatus: 'BOUNCED',
          extendedFields: {
            ...fullCard.extendedFields,
            'contacts.displayByFirstName': 'Ann Lee',
            'contacts.displayByLastName': 'Lee Ann',
            'emailSubscriptions.subscriptionStatus': 'SUBSCRIBED',
            'emailSubscriptions.deliverabilityStatus': 'BOUNCED',
            'emailSubscriptions.effectiveEmail': 'ann@example.test',
            'members.membershipStatus': 'APPROVED',
            'ecom.numOfPurchases': 3,
          },
        }}
        fields={[
          ...FIELDS,
          {
            key: 'contacts.displayByFirstName',
            name: 'Display Name (start with first)',
            dataType: 'TEXT',
            fieldType: 'SYSTEM',
          },
          { key: 'emailSubscriptions.effectiveEmail', name: 'Effective Email', dataType: 'TEXT', fieldType: 'SYSTEM' },
          { key: 'ecom.numOfPurchases', name: '# of Purchases', dataType: 'NUMBER', fieldType: 'SYSTEM' },
        ]}
      />,
    );
    const card = screen.getByTestId('contact-card');
    for (const repeated of ['Display Name', 'Effective', 'APPROVED', 'BOUNCED', 'Lee Ann'])
      expect(card).not.toHaveTextContent(repeated);
    // The subscription row says what the system fields said, in words.
    expect(screen.getByTestId('contact-card-subscription')).toHaveTextContent('Subscribed · Emails bounce');
    const more = screen.getByTestId('contact-card-more-fields');
    expect(more).not.toHaveAttribute('open');
    expect(within(more).getByTestId('contact-card-field-ecom.numOfPurchases')).toHaveTextContent('# of Purchases3');
    // The site's own fields stay readable rows.
    expect(within(more).queryByTestId('contact-card-field-custom.tier')).toBeNull();
    expect(screen.getByTestId('contact-card-field-custom.tier')).toHaveTextContent('TierGold');
  });
});
