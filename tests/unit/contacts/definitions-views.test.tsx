// @vitest-environment happy-dom
// The Contacts tab's Labels and Fields views: the site's own first, each saying whose it is (and a
// label how many contacts have it, a field its type); only the site's own can be renamed or deleted;
// a delete asks first, naming what it touches; a new field is made with the type chosen.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeBackground, messages, wrap, type Sent } from '../fake-background';
import { ExtendedValuesForm } from '@/components/contacts/ExtendedValuesForm';
import { FieldsManager } from '@/components/contacts/FieldsManager';
import { LabelsManager } from '@/components/contacts/LabelsManager';
import { card } from './fixtures';

const SITE = '5c1a2b3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const LABELS = [
  { key: 'contacts.contacted-me', name: 'Contacted Me', type: 'SYSTEM' },
  { key: 'custom.vip', name: 'VIP', type: 'USER_DEFINED' },
  { key: 'app.bookers', name: 'Bookers', type: 'WIX_APP_DEFINED' },
];
const FIELDS = [
  { key: 'invoices.vatId', name: 'VAT ID', dataType: 'TEXT', fieldType: 'SYSTEM' },
  { key: 'custom.visits', name: 'Visits', dataType: 'NUMBER', fieldType: 'USER_DEFINED' },
];

function background(): Sent {
  return fakeBackground((type, payload) => {
    switch (type) {
      case 'contacts.labels':
        return LABELS;
      case 'contacts.facets':
        return {
          narrowed: true,
          facets: [{ type: 'LABEL', key: 'custom.vip', name: 'VIP', count: 12, filter: null }],
        };
      case 'contacts.extendedFields':
        return FIELDS;
      case 'contacts.renameLabel':
        return { key: payload.key, name: payload.name, type: 'USER_DEFINED' };
      case 'contacts.createField':
        return { key: 'custom.tier', name: payload.name, dataType: payload.dataType, fieldType: 'USER_DEFINED' };
      default:
        return { deleted: true };
    }
  });
}

describe('the Labels view', () => {
  it('lists the site’s own labels first with their counts; only those can be renamed or deleted', async () => {
    const sent = background();
    wrap(<LabelsManager siteId={SITE} onReconnect={() => undefined} />);
    await waitFor(() => expect(screen.getAllByTestId('label-row')).toHaveLength(3));
    const rows = screen.getAllByTestId('label-row');
    expect(rows.map((r) => within(r).getByTestId('definition-name').textContent)).toEqual([
      'VIP',
      'Bookers',
      'Contacted Me',
    ]);
    await waitFor(() => expect(rows[0]).toHaveTextContent('Yours · 12 contacts'));
    expect(rows[1]).toHaveTextContent('From an app');
    expect(rows[2]).toHaveTextContent('Wix');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Rename VIP' }));
    fireEvent.change(within(rows[0]!).getByLabelText('Name'), { target: { value: 'Best customers' } });
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(messages(sent, 'contacts.renameLabel')).toEqual([
        { siteId: SITE, key: 'custom.vip', name: 'Best customers' },
      ]),
    );

    fireEvent.click(within(screen.getAllByTestId('label-row')[0]!).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName('Delete the label VIP? It is taken off 12 contacts.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete VIP' }));
    await waitFor(() => expect(messages(sent, 'contacts.deleteLabel')).toEqual([{ siteId: SITE, key: 'custom.vip' }]));
  });
});

describe('the Fields view', () => {
  it('names each field’s type; a new field is made with the type chosen; Wix’s fields are read-only', async () => {
    const sent = background();
    wrap(<FieldsManager siteId={SITE} onReconnect={() => undefined} />);
    await waitFor(() => expect(screen.getAllByTestId('field-row')).toHaveLength(2));
    const [visits, vat] = screen.getAllByTestId('field-row');
    expect(visits).toHaveTextContent('VisitsRenameDeleteYours · Number');
    expect(vat).toHaveTextContent('VAT IDWix · Text');
    expect(within(vat!).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'New field' }));
    fireEvent.change(screen.getByLabelText('New field'), { target: { value: 'Tier' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'URL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(messages(sent, 'contacts.createField')).toEqual([{ siteId: SITE, name: 'Tier', dataType: 'URL' }]),
    );

    fireEvent.click(within(visits!).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName(
      "Delete the field Visits? Every contact's value in it is deleted.",
    );
  });
});

describe("a contact's field values", () => {
  it('are edited each in an input of its type and sent typed; an emptied one is left out (cleared)', async () => {
    const sent = background();
    const fields = [
      { key: 'custom.visits', name: 'Visits', dataType: 'NUMBER', fieldType: 'USER_DEFINED' },
      { key: 'custom.since', name: 'Since', dataType: 'DATE', fieldType: 'USER_DEFINED' },
      { key: 'custom.site', name: 'Site', dataType: 'URL', fieldType: 'USER_DEFINED' },
    ];
    const contact = card(1, {
      revision: 3,
      extendedFields: { 'custom.visits': 2, 'custom.site': 'https://a.example' },
    });
    const onDone = vi.fn();
    wrap(<ExtendedValuesForm siteId={SITE} cardId={contact.id} contact={contact} fields={fields} onDone={onDone} />);
    expect(screen.getByLabelText('Visits')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Since')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Site')).toHaveValue('https://a.example');
    fireEvent.change(screen.getByLabelText('Visits'), { target: { value: '12.5' } });
    fireEvent.change(screen.getByLabelText('Since'), { target: { value: '2025-02-03' } });
    fireEvent.change(screen.getByLabelText('Site'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save fields' }));
    await waitFor(() =>
      expect(messages(sent, 'contacts.setExtendedValues')).toEqual([
        {
          siteId: SITE,
          contactId: contact.id,
          revision: 3,
          values: { 'custom.visits': 12.5, 'custom.since': '2025-02-03' },
        },
      ]),
    );
  });
});
