// The HTTP requests the bench sends: plain data, so the load child can replay them.
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface BenchIds {
  memberIds: string[];
  reviewIds: string[];
}

/** (a) A filtered, sorted contacts page (POST /contacts/v4/contacts/query). */
export const contactsQuery = (prefix: string): BenchRequest => ({
  method: 'POST',
  path: '/contacts/v4/contacts/query',
  body: {
    query: {
      filter: { 'info.name.last': { $startsWith: prefix } },
      sort: [{ fieldName: 'lastActivity.activityDate', order: 'DESC' }],
      paging: { limit: 50, offset: 0 },
    },
  },
});

/** Contacts sorts the admin screens use: the default (createdDate DESC) and most recently active first. */
export type ContactsSort = 'default' | 'activity';

/** (a') A contacts page by an array-field filter (labels, addresses, phones, emails), 50, with `total`. */
export const contactsFilterQuery = (filter: Record<string, unknown>, sort: ContactsSort): BenchRequest => ({
  method: 'POST',
  path: '/contacts/v4/contacts/query',
  body: {
    query: {
      filter,
      ...(sort === 'activity' && { sort: [{ fieldName: 'lastActivity.activityDate', order: 'DESC' }] }),
      paging: { limit: 50, offset: 0 },
    },
  },
});

/** The Contacts tab's search box: `q` as a prefix of first name, last name, any email, any phone or company. */
export const searchBoxFilter = (q: string): Record<string, unknown> => ({
  $or: [
    { 'info.name.first': { $startsWith: q } },
    { 'info.name.last': { $startsWith: q } },
    { 'info.emails.email': { $startsWith: q } },
    { 'info.phones.phone': { $startsWith: q } },
    { 'info.company': { $startsWith: q } },
  ],
});

/** (s) The search box's page: 50 matches, newest first, with `total`. */
export const contactsSearchQuery = (q: string): BenchRequest => ({
  method: 'POST',
  path: '/contacts/v4/contacts/query',
  body: {
    query: {
      filter: searchBoxFilter(q),
      sort: [{ fieldName: 'createdDate', order: 'DESC' }],
      paging: { limit: 50, offset: 0 },
    },
  },
});

/** (s) The facet counts the search box shows next to it (same filter; Query Facets sends no `search`). */
/** Query Facets as the Contacts tab asks while a search is on: the whole site's counts. */
export const contactsSearchFacets: BenchRequest = {
  method: 'POST',
  path: '/contacts/v4/contacts/facets/query',
  body: {},
};

/** (b) First page of the moderation queue, newest first (what the extension's panel asks). */
export const reviewsFirstPage: BenchRequest = {
  method: 'POST',
  path: '/reviews/v1/reviews/query',
  body: {
    returnPrivateReviews: true,
    query: {
      filter: { 'moderation.moderationStatus': { $in: ['IN_MODERATION', 'SUBMITTED'] } },
      sort: [{ fieldName: 'createdDate', order: 'DESC' }],
      cursorPaging: { limit: 50 },
    },
  },
};

/** (b') Any later page: the SDK sends only the cursor (docs/provider-contract.md §5.3). */
export const reviewsNextPage = (cursor: string): BenchRequest => ({
  method: 'POST',
  path: '/reviews/v1/reviews/query',
  body: { returnPrivateReviews: true, query: { cursorPaging: { cursor, limit: 50 } } },
});

/** (c) One member, full fieldset (path id repeated in the query, as the SDK does). */
export const memberGet = (id: string): BenchRequest => ({
  method: 'GET',
  path: `/members/v1/members/${id}?id=${id}&fieldsets=FULL`,
});

export const reviewGet = (id: string): BenchRequest => ({
  method: 'GET',
  path: `/reviews/v1/reviews/${id}?reviewId=${id}&returnPrivateReviews=true`,
});

/** A members page filtered by status, sorted by name (the members screen). */
export const membersQuery: BenchRequest = {
  method: 'POST',
  path: '/members/v1/members/query',
  body: {
    query: {
      filter: { status: 'APPROVED' },
      sort: [{ fieldName: 'profile.nickname', order: 'ASC' }],
      paging: { limit: 50, offset: 0 },
    },
    fieldsets: ['FULL'],
  },
};

export function getsWorkload(ids: BenchIds): BenchRequest[] {
  const out: BenchRequest[] = [];
  for (let i = 0; i < 200; i++) {
    out.push(memberGet(ids.memberIds[i % ids.memberIds.length]!));
    out.push(reviewGet(ids.reviewIds[i % ids.reviewIds.length]!));
  }
  return out;
}

/** 70% gets, 30% list/query pages; contacts only when the route exists. */
export function mixedWorkload(ids: BenchIds, withContacts: boolean): BenchRequest[] {
  const out: BenchRequest[] = [];
  const prefixes = ['Ga', 'Sm', 'Ng', 'Ok', 'Ro', 'Ko', 'Ta', 'Pa', 'Si', 'Jo'];
  for (let i = 0; i < 100; i++) {
    out.push(memberGet(ids.memberIds[i % ids.memberIds.length]!), reviewGet(ids.reviewIds[i % ids.reviewIds.length]!));
    out.push(
      memberGet(ids.memberIds[(i * 7) % ids.memberIds.length]!),
      reviewGet(ids.reviewIds[(i * 7) % ids.reviewIds.length]!),
    );
    out.push(
      memberGet(ids.memberIds[(i * 13) % ids.memberIds.length]!),
      reviewGet(ids.reviewIds[(i * 13) % ids.reviewIds.length]!),
    );
    out.push(memberGet(ids.memberIds[(i * 17) % ids.memberIds.length]!));
    out.push(reviewsFirstPage, membersQuery);
    out.push(
      withContacts
        ? contactsQuery(prefixes[i % prefixes.length]!)
        : reviewGet(ids.reviewIds[(i * 19) % ids.reviewIds.length]!),
    );
  }
  return out;
}
