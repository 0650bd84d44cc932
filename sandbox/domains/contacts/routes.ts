// Contacts v4 (base /contacts/v4/contacts): create, update, merge and its preview, delete,
// label/unlabel, get, query, facets. Every call is admin-only.
import { Hono, type Context } from 'hono';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody, readQuery, withQueryErrors } from '../../http/validate.ts';
import { resolveLimit } from '../../query/paging.ts';
import { CONTACT_PAGE_LIMITS, CONTACT_QUERY_ERROR_CODES, LIST_FACETS_LIMITS, QUERY_FACETS_LIMITS } from './fields.ts';
import { contactFacets, facetsPage } from './facets.ts';
import { checkFacetsFilter } from './facets-filter.ts';
import { projectContact, projectionOf } from './fieldsets.ts';
import {
  contactNotFound,
  createContact,
  deleteContact,
  labelContact,
  mergeIntoTarget,
  previewMerge,
  unlabelContact,
  updateContact,
} from './operations.ts';
import { contactFilter } from './contact-filter.ts';
import {
  contactIdParam,
  createContactBody,
  getContactParam,
  getContactQuery,
  labelContactBody,
  listFacetsQuery,
  mergeContactsBody,
  previewMergeBody,
  queryContactsBody,
  queryFacetsBody,
  unlabelContactQuery,
  updateContactBody,
} from './schemas.ts';
import { getContact, mergedInto, queryContacts } from './store.ts';
import { servedContact } from './system-values.ts';

export function contactsRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  const site = (c: { get(k: 'siteId'): string | null }): string => c.get('siteId')!;

  app.post('/', async (c) => {
    requireAdmin(c);
    const body = parseInput(createContactBody, await readJsonBody(c));
    return c.json({ contact: servedContact(createContact(db, site(c), body.info, body.allowDuplicates ?? false)) });
  });

  app.post('/query', async (c) => {
    requireAdmin(c);
    const body = parseInput(queryContactsBody, await readJsonBody(c));
    const q = body.query ?? {};
    const sort = q.sort ?? undefined;
    const page = withQueryErrors(() => {
      const match = contactFilter(db, site(c), q.filter ?? undefined, { search: body.search ?? undefined, sort });
      const limit = resolveLimit(q.paging?.limit, CONTACT_PAGE_LIMITS, 'query.paging.limit');
      const offset = q.paging?.offset ?? 0;
      return { limit, offset, ...queryContacts(db, site(c), { ...match, sort, limit, offset }) };
    }, CONTACT_QUERY_ERROR_CODES);
    const projection = projectionOf(q.fieldsets, q.fields);
    return c.json({
      contacts: page.items.map((x) => projectContact(servedContact(x), projection)),
      pagingMetadata: { count: page.items.length, offset: page.offset, total: page.total, tooManyToCount: false },
    });
  });

  // Before /:id: `facets` is not a contact id.
  app.get('/facets', (c) => {
    requireAdmin(c);
    const q = parseInput(listFacetsQuery, readQuery(c));
    return c.json(
      withQueryErrors(() =>
        facetsPage(
          contactFacets(db, site(c), contactFilter(db, site(c), undefined)),
          q.paging,
          LIST_FACETS_LIMITS,
          'paging.limit',
        ),
      ),
    );
  });

  // Query Facets at the SDK's path, and at the one the reference's example posts to (its filter
  // named `queryFilter` there).
  const queryFacets = async (c: Context<SandboxEnv>) => {
    requireAdmin(c);
    const raw = await readJsonBody(c);
    const body = parseInput(
      queryFacetsBody,
      c.req.path.endsWith('/query') || raw.filter !== undefined ? raw : { ...raw, filter: raw.queryFilter },
    );
    return c.json(
      withQueryErrors(() => {
        const match = contactFilter(db, site(c), body.filter ?? undefined, {
          errorPath: 'filter',
          allowed: (filter, path) => checkFacetsFilter(filter, path),
        });
        return facetsPage(contactFacets(db, site(c), match), body.paging, QUERY_FACETS_LIMITS, 'paging.limit');
      }),
    );
  };
  app.post('/facets/query', queryFacets);
  app.post('/facets', queryFacets);

  app.get('/:id', (c) => {
    requireAdmin(c);
    const { id } = parseInput(getContactParam, { id: c.req.param('id') });
    const query = parseInput(getContactQuery, readQuery(c));
    const projection = projectionOf(query.fieldsets, query.fields);
    const contact = getContact(db, site(c), id);
    if (contact)
      return c.json({ contact: projectContact(servedContact(contact), projection), responseType: 'REGULAR' });
    // "When calling Get Contact for a merged contact, you can use the source or target contact ID."
    const target = mergedInto(db, site(c), id);
    const merged = target ? getContact(db, site(c), target) : undefined;
    if (!merged) throw contactNotFound(id);
    return c.json({ contact: projectContact(servedContact(merged), projection), responseType: 'MERGED' });
  });

  app.patch('/:contactId', async (c) => {
    requireAdmin(c);
    const { contactId } = parseInput(contactIdParam, { contactId: c.req.param('contactId') });
    const body = parseInput(updateContactBody, await readJsonBody(c));
    const contact = updateContact(db, site(c), contactId, {
      info: body.info,
      revision: body.revision,
      allowDuplicates: body.allowDuplicates ?? false,
      maskPaths: body.fieldMask?.paths,
    });
    return c.json({ contact: servedContact(contact) });
  });

  app.delete('/:contactId', (c) => {
    requireAdmin(c);
    const { contactId } = parseInput(contactIdParam, { contactId: c.req.param('contactId') });
    deleteContact(db, site(c), contactId);
    return c.json({});
  });

  app.post('/:contactId/merge', async (c) => {
    requireAdmin(c);
    const { contactId } = parseInput(contactIdParam, { contactId: c.req.param('contactId') });
    const body = parseInput(mergeContactsBody, await readJsonBody(c));
    return c.json({
      contact: servedContact(
        mergeIntoTarget(db, site(c), contactId, body.targetContactRevision, body.sourceContactIds),
      ),
    });
  });

  app.post('/:contactId/preview-merge', async (c) => {
    requireAdmin(c);
    const { contactId } = parseInput(contactIdParam, { contactId: c.req.param('contactId') });
    const body = parseInput(previewMergeBody, await readJsonBody(c));
    return c.json({ contact: servedContact(previewMerge(db, site(c), contactId, body.sourceContactIds)) });
  });

  app.post('/:contactId/labels', async (c) => {
    requireAdmin(c);
    const { contactId } = parseInput(contactIdParam, { contactId: c.req.param('contactId') });
    const body = parseInput(labelContactBody, await readJsonBody(c));
    return c.json({ contact: servedContact(labelContact(db, site(c), contactId, body.labelKeys)) });
  });

  app.delete('/:contactId/labels', async (c) => {
    requireAdmin(c);
    const { contactId } = parseInput(contactIdParam, { contactId: c.req.param('contactId') });
    // The SDK sends `labelKeys` in the query string; the reference puts it in the body.
    const fromQuery = readQuery(c);
    const input = fromQuery.labelKeys === undefined ? { ...fromQuery, ...(await readJsonBody(c)) } : fromQuery;
    const query = parseInput(unlabelContactQuery, input);
    return c.json({ contact: servedContact(unlabelContact(db, site(c), contactId, query.labelKeys)) });
  });

  return app;
}
