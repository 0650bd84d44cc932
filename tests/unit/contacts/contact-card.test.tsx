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
    expect(emails).toHaveTextContent('ann@example.test(main)primary');
    expect(emails).toHaveTextContent('ann@work.test(work)');
    expect(screen.getByTestId('contact-card-phones')).toHaveTextContent('+15550100(mobile)primary');
    const address = screen.getByTestId('contact-card-addresses');
    expect(address).toHaveTextContent('1 Main St, Springfield 12345, US(shipping)');
    expect(within(address).getByRole('link', { name: '40.5, -73.25' })).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=40.5&mlon=-73.25'),
    );
    expect(screen.getByText('Apr 12, 1990')).toBeInTheDocument();
    expect(screen.getByTestId('contact-card-labels')).toHaveTextContent('VIPcontacts.customers');
    expect(screen.getByTestId('contact-card-field-custom.tier')).toHaveTextContent('TierGold');
    expect(screen.getByTestId('contact-card-field-custom.visits')).toHaveTextContent('Visits12');
    expect(within(screen.getByTestId('contact-card-field-custom.site')).getByRole('link')).toHaveAttribute(
      'href',
      'https://ann.example.test',
    );
    expect(screen.getByText('Subscribed')).toBeInTheDocument();
    expect(screen.getByText('Stores')).toBeInTheDocument();
    expect(screen.getByTestId('contact-card-activity')).toHaveTextContent('Purchase, Jun 1, 2025');
    const member = screen.getByTestId('contact-card-member');
    expect(member).toHaveTextContent('Active · annlee');
    expect(member).toHaveTextContent('Signed up Mar 2, 2025');
    expect(member).toHaveTextContent('Last app login Jun 3, 2025');
    expect(within(member).getByRole('button', { name: 'Open the member card' })).toBeInTheDocument();
    expect(screen.getByTestId('contact-card-revision')).toHaveTextContent('7');
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
          lastActivity: { type: 'HOTELS_RESERVATION', date: null },
        }}
      />,
    );
    expect(screen.getByTestId('contact-card-name')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('contact-card-activity')).toHaveTextContent('Hotels reservation');
  });
});
