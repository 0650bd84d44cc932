import type { Page } from '@playwright/test';
import { test, expect, type WorkerBrowsers } from '../fixtures';
import { emailsOf, storedContacts } from '../contacts-db';
import { storedMembers } from '../members-db';
import { checkScreen, LANGS, type Lang } from './matrix';
import { panelInLanguage } from './panel-in-language';

// The Members and Contacts tools at panel widths, in both languages, light and dark: the lists, a
// member card in each state (with its More menu), the contact card (with its More fields), the
// filters, the edit form and the merge view. Screens are reached by the panel URL's hash, which is
// how the tools keep their state (components/common/useHashParam.ts).

test.setTimeout(180_000);

/** A browser in `lang` with the panel connected to the sandbox and its desk loaded. */
async function connectedPanel(browsers: WorkerBrowsers, sandboxUrl: string, lang: Lang) {
  const opened = await panelInLanguage(browsers, sandboxUrl, lang);
  await expect(opened.panel.reviewCards().first()).toBeVisible();
  return opened;
}

const MORE: Record<Lang, string> = { en: 'More', de: 'Mehr' };

const openHash = (page: Page, hash: string) => page.evaluate((h) => (window.location.hash = h), hash);

for (const lang of LANGS) {
  test(`members: the list, the filter and a member card in every state fit and speak people's words (${lang})`, async ({
    sandbox,
    workerBrowsers,
  }) => {
    const { page, site } = await connectedPanel(workerBrowsers, sandbox.url, lang);
    const members = storedMembers(sandbox, site.id);
    const pick = (status: string, activity = 'ACTIVE') =>
      members.find((m) => m.status === status && m.activityStatus === activity)!;

    await openHash(page, 'tool=members');
    await expect(page.getByTestId('member-row').first()).toBeVisible();
    await checkScreen(page, lang, 'members-list');

    // The filter, unfolded with a status condition (its values in words).
    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('button', { name: /^\+ / }).first().click();
    await page.getByTestId('filter-condition').locator('select').first().selectOption('status');
    await checkScreen(page, lang, 'members-filter');

    // The list's More menu (actions on every matching member), open.
    await page
      .getByRole('group')
      .filter({ has: page.getByTestId('selected-count') })
      .getByRole('button', { name: MORE[lang], exact: true })
      .click();
    await checkScreen(page, lang, 'members-more');

    for (const [name, member] of [
      ['member-card-pending', pick('PENDING')],
      ['member-card-approved', pick('APPROVED')],
      ['member-card-muted', pick('APPROVED', 'MUTED')],
      ['member-card-blocked', pick('BLOCKED')],
      ['member-card-offline', pick('OFFLINE')],
    ] as const) {
      await openHash(page, `tool=members&members.member=${member.id}`);
      await expect(page.getByTestId('member-card')).toHaveAttribute('data-member-id', member.id);
      await checkScreen(page, lang, name);
    }

    // An approved member's More menu (group deletes, removing access, deleting), open.
    await openHash(page, `tool=members&members.member=${pick('APPROVED').id}`);
    await expect(page.getByTestId('member-card')).toBeVisible();
    await page.getByTestId('member-card').getByRole('button', { name: MORE[lang], exact: true }).click();
    await checkScreen(page, lang, 'member-card-more');

    // The Reported view, the first reported member's reports open.
    await openHash(page, 'tool=members&members.view=reported');
    const reported = page.getByTestId('reported-row').first();
    await reported.locator('button[aria-expanded]').click();
    await expect(reported.getByTestId('member-report').first()).toBeVisible();
    await checkScreen(page, lang, 'members-reported');

    // The card of the most followed member, its followers listed.
    const { id: followed } = sandbox.db
      .prepare(
        'SELECT affected_member_id AS id FROM member_follows WHERE site_id = ? GROUP BY id ORDER BY COUNT(*) DESC LIMIT 1',
      )
      .get(site.id) as { id: string };
    await openHash(page, `tool=members&members.member=${followed}`);
    await page.getByTestId('followers-count').click();
    await expect(page.getByTestId('follow-list')).toBeVisible();
    await checkScreen(page, lang, 'member-card-follows');
  });

  test(`contacts: the list, the filters, a contact card, its edit form and the merge view fit and speak people's words (${lang})`, async ({
    sandbox,
    workerBrowsers,
  }) => {
    const { page, site } = await connectedPanel(workerBrowsers, sandbox.url, lang);
    const all = storedContacts(sandbox, site.id);
    await openHash(page, 'tool=contacts');
    await expect(page.getByTestId('contact-row').first()).toBeVisible();
    await checkScreen(page, lang, 'contacts-list');

    await page.getByRole('button', { name: /^Filter/ }).click();
    await expect(page.getByTestId('contact-facets')).toBeVisible();
    await checkScreen(page, lang, 'contacts-filters');

    // The richest contact: a member with labels, addresses and the site's own fields.
    const richness = (c: (typeof all)[number]) =>
      (c.memberInfo ? 3 : 0) +
      c.info.labelKeys.items.length +
      c.info.addresses.items.length +
      Object.keys(c.info.extendedFields.items).length +
      c.info.emails.items.length;
    const rich = [...all].sort((a, b) => richness(b) - richness(a))[0]!;
    await openHash(page, `tool=contacts&contacts.contact=${rich.id}`);
    await expect(page.getByTestId('contact-card')).toHaveAttribute('data-contact-id', rich.id);
    await checkScreen(page, lang, 'contact-card');
    const more = page.getByTestId('contact-card-more-fields');
    if (await more.count()) {
      await more.locator('summary').click();
      await checkScreen(page, lang, 'contact-card-more-fields');
    }

    // The site's own fields' values, being edited.
    await page.getByTestId('contact-card').getByRole('group').first().getByRole('button').nth(2).click();
    await expect(page.getByRole('form')).toBeVisible();
    await checkScreen(page, lang, 'contact-values');
    await page.getByRole('form').getByRole('button').last().click();
    await expect(page.getByRole('form')).toHaveCount(0);

    // The edit form.
    await page.getByTestId('contact-card').getByRole('group').first().getByRole('button').first().click();
    await expect(page.getByRole('form')).toBeVisible();
    await checkScreen(page, lang, 'contact-edit');

    // Leave the form (Cancel is its last button) for the merge view.
    await page.getByRole('form').getByRole('button').last().click();
    await expect(page.getByRole('form')).toHaveCount(0);

    // The merge view, on a contact that shares its email with another.
    const byEmail = new Map<string, string[]>();
    for (const c of all) for (const e of emailsOf(c)) byEmail.set(e, [...(byEmail.get(e) ?? []), c.id]);
    const [, pair] = [...byEmail].find(([, ids]) => ids.length === 2)!;
    await openHash(page, `tool=contacts&contacts.contact=${pair[0]}`);
    await expect(page.getByTestId('contact-card')).toHaveAttribute('data-contact-id', pair[0]!);
    await page.getByTestId('contact-card').getByRole('group').first().getByRole('button').nth(1).click();
    const merge = page.getByTestId('merge-panel');
    await merge.getByRole('list').getByRole('checkbox').first().check();
    await expect(merge.getByTestId('contact-card')).toBeVisible();
    await checkScreen(page, lang, 'contact-merge');

    // The site's labels and fields, with a rename form and a new field's form open.
    await openHash(page, 'tool=contacts&contacts.view=labels');
    await expect(page.getByTestId('label-row').first()).toBeVisible();
    await page.getByTestId('label-row').first().getByRole('button').first().click();
    await checkScreen(page, lang, 'contacts-labels');
    await openHash(page, 'tool=contacts&contacts.view=fields');
    await expect(page.getByTestId('field-row').first()).toBeVisible();
    await page.getByTestId('fields-manager').getByRole('button').first().click();
    await checkScreen(page, lang, 'contacts-fields');
    await openHash(page, 'tool=contacts&contacts.view=tasks');
    await expect(page.getByTestId('open-tasks').getByTestId('task-row').first()).toBeVisible();
    await checkScreen(page, lang, 'contacts-tasks');
  });
}
