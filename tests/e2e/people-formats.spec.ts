import { expect, test } from './fixtures';
import { panelOnDemoSite } from './pages/side-panel';

// One person's address and phone read the same on their member card and on their contact card: the
// region once, the country by name, the phone grouped, and each contact value after its kind in words.

test('a member card and its contact card write the same address and phone the same way', async ({
  context,
  extensionId,
  sandbox,
}) => {
  const { site, panel } = await panelOnDemoSite(context, extensionId, sandbox.url);
  const page = panel.page;
  const row = sandbox.db
    .prepare(
      `SELECT id FROM members WHERE site_id = ? AND contact_id IS NOT NULL
         AND json_array_length(doc, '$.contact.addresses') > 0 AND json_array_length(doc, '$.contact.phones') > 0
       ORDER BY id LIMIT 1`,
    )
    .get(site.id) as { id: string } | undefined;
  expect(row, 'a seeded member with an address and a phone').toBeTruthy();

  await page.evaluate((id) => (window.location.hash = `tool=members&members.member=${id}`), row!.id);
  const member = page.getByTestId('member-card');
  await expect(member).toHaveAttribute('data-member-id', row!.id);
  const address = (await member.getByTestId('member-card-addresses').locator('li').first().textContent())!.trim();
  const phone = (await member.getByTestId('member-card-phones').locator('li').first().textContent())!.trim();
  // No ISO region code ("US-NY") nor a bare country code at the end; the phone in groups when international.
  expect(address).not.toMatch(/\b[A-Z]{2}-[A-Z0-9]{1,3}\b/);
  expect(address).not.toMatch(/, [A-Z]{2}$/);
  if (phone.startsWith('+')) expect(phone).toMatch(/^\+\d{1,3} \d/);

  await member.getByRole('button', { name: 'Open the contact card' }).click();
  const contact = page.getByTestId('contact-card');
  await expect(contact).toBeVisible();
  // The same words, after what each one is for ("Home: …"), never glued to it.
  await expect(contact.getByTestId('contact-card-addresses')).toContainText(address);
  await expect(contact.getByTestId('contact-card-addresses')).not.toContainText(
    /[^\s]\((home|work|billing|shipping)\)/,
  );
  await expect(contact.getByTestId('contact-card-phones')).toContainText(phone);
});
