import { expect, test } from './fixtures';
import { contactsClient } from '../contract/contacts-helpers';
import { emailsOf, storedContact, storedContacts } from './contacts-db';
import { storedMembers } from './members-db';
import { ContactsPanel } from './pages/contacts-panel';
import { openMemberButton } from './pages/open-member-control';
import { panelOnDemoSite } from './pages/side-panel';

async function contactsTab(context: Parameters<typeof panelOnDemoSite>[0], extensionId: string, sandboxUrl: string) {
  const opened = await panelOnDemoSite(context, extensionId, sandboxUrl);
  const contacts = new ContactsPanel(opened.panel.page);
  await contacts.open();
  return { ...opened, contacts };
}

test("find contacts by a label facet; the count is the provider's and the card shows the label", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel, contacts } = await contactsTab(context, extensionId, sandbox.url);
  const all = storedContacts(sandbox, site.id);
  await expect(contacts.total()).toHaveText(String(all.length));
  const vip = all.filter((c) => c.info.labelKeys.items.includes('custom.vip'));
  expect(vip.length).toBeGreaterThan(0);

  await contacts.showFilters();
  const facet = contacts.facets().getByRole('button', { name: new RegExp(`^VIP\\s*${vip.length}$`, 'i') });
  await facet.click();
  await expect(facet).toHaveAttribute('aria-pressed', 'true');
  await expect(contacts.total()).toHaveText(String(vip.length));
  await expect(contacts.rows()).toHaveCount(Math.min(50, vip.length));

  // The facet is in the panel URL: a reload keeps it.
  await panel.page.reload();
  await expect(contacts.total()).toHaveText(String(vip.length));
  await contacts.openContact(vip[0]!.id);
  await expect(contacts.card()).toHaveAttribute('data-contact-id', vip[0]!.id);
  await expect(contacts.card().getByTestId('contact-card-labels')).toContainText(/vip/i);
});

test('search as you type lists exactly the contacts whose name, email, phone or company starts with the text', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, contacts } = await contactsTab(context, extensionId, sandbox.url);
  const all = storedContacts(sandbox, site.id);
  const someone = all.find((c) => c.info.name.last && c.info.name.last.length >= 4)!;
  const text = someone.info.name.last!.slice(0, 4).toLowerCase();
  const starts = (v: string | undefined) => (v ?? '').toLowerCase().startsWith(text);
  const expected = all.filter(
    (c) =>
      starts(c.info.name.first) ||
      starts(c.info.name.last) ||
      starts(c.info.company) ||
      emailsOf(c).some(starts) ||
      c.info.phones.items.some((p) => starts(p.phone)),
  );
  await contacts.search().pressSequentially(text, { delay: 40 });
  await expect(contacts.total()).toHaveText(String(expected.length));
  await expect(contacts.row(someone.id)).toBeVisible();
  await expect(contacts.page).toHaveURL(new RegExp(`contacts\\.q=${text}`));

  // Query Facets can't count within a search (the provider allows only email-subscription fields in its
  // filter): the facets show the whole site's counts and say so; no error; the total stays the search's.
  expect(expected.length).toBeLessThan(all.length);
  await contacts.showFilters();
  await expect(contacts.page.getByTestId('contact-facets-scope')).toHaveText(/all contacts/i);
  const vip = all.filter((c) => c.info.labelKeys.items.includes('custom.vip')).length;
  await expect(contacts.facets().getByRole('button', { name: new RegExp(`^VIP\\s*${vip}$`, 'i') })).toBeVisible();
  await expect(contacts.page.getByRole('alert')).toHaveCount(0);
  await expect(contacts.total()).toHaveText(String(expected.length));
});

test("an edit while the contact changed behind the panel's back shows both versions; nothing is overwritten unasked", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, contacts, panel } = await contactsTab(context, extensionId, sandbox.url);
  const target = storedContacts(sandbox, site.id).find((c) => !c.memberInfo && c.info.emails.items.length > 0)!;
  await contacts.search().fill(emailsOf(target)[0]!);
  await contacts.openContact(target.id);
  await expect(contacts.card()).toHaveAttribute('data-contact-id', target.id);
  await panel.page.getByRole('button', { name: 'Edit', exact: true }).click();
  await panel.page.getByLabel('Company').fill('Mine Ltd');

  // Someone else changes the company and the job title meanwhile (through the provider, as another app would).
  const other = contactsClient(sandbox.url, { apiKey: site.apiKey, siteId: site.id });
  await other.contacts.updateContact(target.id, { company: 'Theirs GmbH', jobTitle: 'Chief Baker' }, target.revision);
  const changed = storedContact(sandbox, site.id, target.id)!;
  expect(changed.revision).toBe(target.revision + 1);

  await panel.page.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = panel.page.getByTestId('contact-conflict');
  await expect(conflict).toBeVisible();
  await expect(conflict.getByTestId('conflict-company')).toContainText('changed by both');
  await expect(conflict.getByTestId('conflict-company')).toContainText('Mine Ltd');
  await expect(conflict.getByTestId('conflict-company')).toContainText('Theirs GmbH');
  // Their job title starts chosen (only they changed it); the company must be chosen.
  await expect(conflict.getByTestId('conflict-jobTitle').getByRole('radio').nth(1)).toBeChecked();
  await expect(conflict.getByRole('button', { name: 'Save my choices' })).toBeDisabled();
  // Nothing was written by the refused save.
  expect(storedContact(sandbox, site.id, target.id)!.info.company).toBe('Theirs GmbH');

  await conflict.getByTestId('conflict-company').getByRole('radio').first().check();
  await conflict.getByRole('button', { name: 'Save my choices' }).click();
  await expect(contacts.card()).toBeVisible();
  await expect(contacts.card()).toHaveAttribute('data-contact-revision', String(target.revision + 2));
  const saved = storedContact(sandbox, site.id, target.id)!;
  expect(saved.info.company).toBe('Mine Ltd');
  expect(saved.info.jobTitle).toBe('Chief Baker');
});

test('merge two duplicates: suggested by their shared email, previewed, confirmed; the source id opens the merged contact', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, contacts, panel } = await contactsTab(context, extensionId, sandbox.url);
  const all = storedContacts(sandbox, site.id);
  const byEmail = new Map<string, typeof all>();
  for (const c of all) for (const e of emailsOf(c)) byEmail.set(e, [...(byEmail.get(e) ?? []), c]);
  const [email, pair] = [...byEmail].find(([, list]) => list.length === 2)!;
  // A site member can only be the target of a merge.
  const [target, source] = pair[1]!.memberInfo ? [pair[1]!, pair[0]!] : [pair[0]!, pair[1]!];
  expect(source.memberInfo).toBeUndefined();
  const [targetId, sourceId] = [target.id, source.id];

  await contacts.search().fill(email);
  await expect(contacts.rows()).toHaveCount(2);
  await contacts.openContact(targetId);
  await panel.page.getByRole('button', { name: 'Merge duplicates…' }).click();
  const merge = panel.page.getByTestId('merge-panel');
  await merge.getByRole('list', { name: 'Contacts to merge' }).getByRole('checkbox').first().check();
  await expect(merge.getByTestId('contact-card')).toBeVisible(); // the preview
  await expect(merge).toContainText('1 contact will be merged');
  expect(storedContact(sandbox, site.id, sourceId)).toBeDefined(); // not before the confirmation
  await merge.getByRole('button', { name: 'Merge 1' }).click();
  await expect(panel.page.getByTestId('toast')).toContainText('Merged 1 contact into');
  await expect(merge).toHaveCount(0);
  await expect(contacts.card()).toHaveAttribute('data-contact-id', targetId);
  expect(storedContact(sandbox, site.id, sourceId)).toBeUndefined();

  // The source's id now answers the target, and the card says so.
  await panel.page.evaluate((id) => (window.location.hash = `tool=contacts&contacts.contact=${id}`), sourceId);
  await expect(panel.page.getByTestId('contact-merged-note')).toBeVisible();
  await expect(contacts.card()).toHaveAttribute('data-contact-id', targetId);
});

test('"Contact" on a member\'s profile page opens the contact behind that member', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, live, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const member = storedMembers(sandbox, site.id).find((m) => m.status === 'APPROVED')!;
  const contact = storedContacts(sandbox, site.id).find((c) => c.memberInfo?.memberId === member.id)!;
  const contacts = new ContactsPanel(panel.page);

  await live.bringToFront();
  await live.goto(`${site.liveUrl}/profile/${member.slug}/profile`);
  await expect.poll(async () => (await openMemberButton(live, 'Contact'))?.text).toBe('Contact');
  await (await openMemberButton(live, 'Contact'))!.click();
  await expect(contacts.tab()).toHaveAttribute('aria-selected', 'true');
  await expect(contacts.card()).toHaveAttribute('data-contact-id', contact.id);
  await expect(contacts.card().getByTestId('contact-card-member')).toBeVisible();
  // The member card links back.
  await contacts.card().getByRole('button', { name: 'Open the member card' }).click();
  await expect(panel.page.getByTestId('member-card')).toHaveAttribute('data-member-id', member.id);
});

test('"Look up in Sitekeeper" on a selected email opens that contact; an unknown one offers to create it', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, live, panel, contacts } = await contactsTab(context, extensionId, sandbox.url);
  await panel.page.getByRole('tab', { name: 'Reviews' }).click();
  const known = storedContacts(sandbox, site.id).find((c) => c.info.emails.items.length === 1)!;
  const email = emailsOf(known)[0]!;
  // The menu click as Chrome delivers it, with the selected text.
  const lookUp = (selectionText: string) =>
    context.serviceWorkers()[0]!.evaluate(
      async ({ selectionText, pageUrl }) => {
        const [tab] = await chrome.tabs.query({ url: `${pageUrl}*` });
        (chrome.contextMenus.onClicked as unknown as { dispatch: (info: unknown, tab: unknown) => void }).dispatch(
          { menuItemId: 'lookup-contact', selectionText, editable: false, pageUrl },
          tab,
        );
      },
      { selectionText, pageUrl: `${site.liveUrl}/` },
    );
  expect(live.url()).toContain(site.liveUrl);

  await lookUp(` mailto:${email.toUpperCase()} `);
  await expect(contacts.tab()).toHaveAttribute('aria-selected', 'true');
  await expect(contacts.card()).toHaveAttribute('data-contact-id', known.id);

  await lookUp('new.person@example.test');
  await expect(panel.page.getByTestId('lookup-notice')).toHaveText(
    /No contact of this site has new\.person@example\.test\./,
  );
  await panel.page.getByRole('button', { name: 'Create a contact with it' }).click();
  await expect(panel.page.getByLabel('Email 1', { exact: true })).toHaveValue('new.person@example.test');
  await panel.page.getByLabel('First name').fill('New');
  await panel.page.getByRole('button', { name: 'Create contact' }).click();
  await expect(contacts.card().getByTestId('contact-card-emails')).toContainText('new.person@example.test');
  expect(storedContacts(sandbox, site.id).some((c) => emailsOf(c).includes('new.person@example.test'))).toBe(true);

  await lookUp('not an address');
  await expect(panel.page.getByTestId('lookup-notice')).toContainText('not an email address or a phone number');
});

test("the contact card shows the customer's reviews and opens them in the desk", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, contacts, panel } = await contactsTab(context, extensionId, sandbox.url);
  const reviews = (
    sandbox.db.prepare('SELECT doc FROM reviews WHERE site_id = ?').all(site.id) as Array<{ doc: string }>
  ).map((r) => JSON.parse(r.doc) as { id: string; author: { contactId?: string } });
  const byContact = new Map<string, string[]>();
  for (const r of reviews)
    if (r.author.contactId) byContact.set(r.author.contactId, [...(byContact.get(r.author.contactId) ?? []), r.id]);
  const [contactId, theirs] = [...byContact].sort((a, b) => b[1].length - a[1].length)[0]!;

  await panel.page.evaluate((id) => (window.location.hash = `tool=contacts&contacts.contact=${id}`), contactId);
  await expect(contacts.card()).toHaveAttribute('data-contact-id', contactId);
  await expect(panel.page.getByTestId('contact-reviews-count')).toHaveText(String(theirs.length));
  await panel.page.getByRole('button', { name: 'Open them in the Reviews desk' }).click();
  await expect(panel.page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.page.getByTestId('contact-filter')).toBeVisible();
  await expect(panel.page.getByTestId('review-card')).toHaveCount(theirs.length);
});

test("the site's labels: one made in the Labels view is put on a contact, renamed there, and the card shows its new name", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, contacts } = await contactsTab(context, extensionId, sandbox.url);
  const page = contacts.page;
  const views = page.getByRole('navigation', { name: 'Contacts, tasks, labels and fields' });
  await views.getByRole('button', { name: 'Labels' }).click();
  await page.getByRole('button', { name: 'New label' }).click();
  await page.getByLabel('New label').fill('Trade buyers');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const row = page.getByTestId('label-row').filter({ hasText: 'Trade buyers' });
  await expect(row).toContainText('Yours · 0 contacts');

  await views.getByRole('button', { name: 'Contacts' }).click();
  const someone = storedContacts(sandbox, site.id)[0]!;
  await contacts.openContact(someone.id);
  await contacts.card().getByLabel('Label', { exact: true }).fill('Trade buyers');
  await contacts.card().getByRole('button', { name: 'Add label' }).click();
  await expect(contacts.card().getByTestId('contact-card-labels')).toContainText('Trade buyers');

  await page.getByRole('button', { name: '← All contacts' }).click();
  await views.getByRole('button', { name: 'Labels' }).click();
  await expect(row).toContainText('Yours · 1 contact');
  await row.getByRole('button', { name: 'Rename Trade buyers' }).click();
  await row.getByLabel('Name').fill('Wholesale');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Renamed: Wholesale.');
  const key = storedContact(sandbox, site.id, someone.id)!.info.labelKeys.items.find((k) =>
    k.startsWith('custom.trade'),
  );
  expect(key).toBeDefined();

  await views.getByRole('button', { name: 'Contacts' }).click();
  await contacts.openContact(someone.id);
  await expect(contacts.card().getByTestId('contact-card-labels')).toContainText('Wholesale');
  await expect(contacts.card().getByTestId('contact-card-labels')).not.toContainText('Trade buyers');
});

test("a number field: edited on a contact's card in a number input, then the Contacts filter finds the contact by it", async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, contacts } = await contactsTab(context, extensionId, sandbox.url);
  const page = contacts.page;
  const field = 'custom.orders-this-year';
  const before = storedContacts(sandbox, site.id);
  const most = Math.max(0, ...before.map((c) => Number(c.info.extendedFields.items[field] ?? 0)));
  const someone = before.find((c) => c.info.name.first && c.info.extendedFields.items[field] === undefined)!;

  await contacts.openContact(someone.id);
  await contacts.card().getByRole('button', { name: 'Edit fields' }).click();
  const orders = page.getByRole('form', { name: "The contact's fields" }).getByLabel('Orders This Year');
  await expect(orders).toHaveAttribute('type', 'number');
  await orders.fill(String(most + 5));
  await page.getByRole('button', { name: 'Save fields' }).click();
  await expect(page.getByTestId('toast')).toContainText('Saved');
  expect(storedContact(sandbox, site.id, someone.id)!.info.extendedFields.items[field]).toBe(most + 5);

  // Filter: Orders This Year from (≥) most + 1 finds only this contact.
  await page.getByRole('button', { name: '← All contacts' }).click();
  await contacts.showFilters();
  await page.getByText('More filters').click();
  await page.getByRole('button', { name: '+ Condition' }).click();
  await page.getByLabel('Field of condition 1').selectOption({ label: 'Orders This Year' });
  await page.getByLabel('Operator of condition 1').selectOption('from');
  await page.getByLabel('Value of condition 1').fill(String(most + 1));
  await page.getByRole('button', { name: 'Apply filter' }).click();
  await expect(contacts.rows()).toHaveCount(1);
  await expect(contacts.row(someone.id)).toBeVisible();
});
