// List Contacts (GET /contacts/v4/contacts): the site's contacts with `sort.*`, `paging.*`,
// `fields` and `fieldsets` in the query string, as @wix/crm's listContacts and the reference's
// examples send them. Admin-only, like every contacts call.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { applicationError } from '../../http/errors.ts';
import { offsetPaging, oneOrMany, sortOrder } from '../../http/schemas.ts';
import { parseInput, readQuery, withQueryErrors } from '../../http/validate.ts';
import { contactFilter } from './contact-filter.ts';
import { CONTACT_PAGE_LIMITS } from './fields.ts';
import { CONTACT_FIELDSETS, projectContact, projectionOf } from './fieldsets.ts';
import { queryContacts } from './store.ts';
import { servedContact } from './system-values.ts';

/** "Supported properties" of List Contacts' `sort.fieldName`. */
export const LIST_SORT_FIELDS: ReadonlySet<string> = new Set([
  'createdDate',
  'lastActivity.activityDate',
  'primaryInfo.email',
  'info.name.first',
  'info.name.last',
  'info.company',
  'info.jobTitle',
  'info.birthdate',
]);

/** A list in the query string: repeated keys (the SDK) or one comma-separated value (the reference's examples). */
const commaSplit = oneOrMany(z.string()).transform((v) =>
  v
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean),
);

export const listContactsQuery = z.looseObject({
  sort: z.looseObject({ fieldName: z.string().min(1).nullish(), order: sortOrder.nullish() }).nullish(),
  paging: offsetPaging.nullish(),
  fields: commaSplit.nullish(),
  fieldsets: commaSplit.pipe(z.array(z.enum(CONTACT_FIELDSETS))).nullish(),
});

export function contactsListRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/', (c) => {
    requireAdmin(c);
    const siteId = c.get('siteId')!;
    const q = parseInput(listContactsQuery, readQuery(c));
    const fieldName = q.sort?.fieldName;
    if (fieldName && !LIST_SORT_FIELDS.has(fieldName))
      throw applicationError(400, 'UNSUPPORTED_SORT_FIELD', `Cannot sort contacts by ${fieldName}`, { fieldName });
    const limit = q.paging?.limit ?? CONTACT_PAGE_LIMITS.defaultLimit;
    if (limit > CONTACT_PAGE_LIMITS.maxLimit)
      throw applicationError(400, 'ILLEGAL_LIMIT', `paging.limit must be at most ${CONTACT_PAGE_LIMITS.maxLimit}`, {
        limit,
      });
    const offset = q.paging?.offset ?? 0;
    // "Defaults to `ASC`." With no sort, Query Contacts' default (newest first).
    const sort = fieldName ? [{ fieldName, order: q.sort?.order ?? ('ASC' as const) }] : undefined;
    const page = withQueryErrors(() =>
      queryContacts(db, siteId, { ...contactFilter(db, siteId, undefined, { sort }), sort, limit, offset }),
    );
    const projection = projectionOf(q.fieldsets, q.fields);
    return c.json({
      contacts: page.items.map((x) => projectContact(servedContact(x), projection)),
      pagingMetadata: { count: page.items.length, offset, total: page.total, tooManyToCount: false },
    });
  });

  return app;
}
