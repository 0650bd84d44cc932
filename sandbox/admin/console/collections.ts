// What the console's data browser knows of each kind of record: the provider call that pages it
// (filters and sorts are the provider's own, so the box takes exactly what a client may send), the
// columns shown, the fields it may sort by (the domain's field map), and the provider calls that
// create, edit and delete one, with a body to start from (a review's or a request's names the site's
// own product and contact: create-starter.ts). Products and follows have no writes in
// the sandbox's provider surface (and follows no admin query: their filters are the Follow object's
// own, compiled as the domains' are): they are read only here.
import type { FieldMap } from '../../query/types.ts';
import { MEMBER_FIELDS } from '../../domains/members/fields.ts';
import { MEMBER_ACTIONS } from '../../domains/members/transitions.ts';
import { CONTACT_FIELDS } from '../../domains/contacts/fields.ts';
import { REVIEW_FIELDS } from '../../domains/reviews/fields.ts';
import { REVIEW_REQUEST_FIELDS } from '../../domains/review-requests/fields.ts';
import { MEMBER_REPORT_FIELDS } from '../../domains/member-reports/fields.ts';
import { FOLLOW_FIELDS } from '../../domains/member-followers/fields.ts';
import { TASK_FIELDS } from '../../domains/tasks/fields.ts';
import { LABEL_FIELDS } from '../../domains/contact-labels/fields.ts';
import { EXTENDED_FIELD_FIELDS } from '../../domains/extended-fields/fields.ts';
import { RULE_FIELDS } from '../../domains/moderation-rules/fields.ts';
import { FOLDER_SORT_FIELDS } from '../../domains/media/folders/list.ts';
import type { ProviderCall } from './provider-client.ts';

export type Doc = Record<string, unknown>;

/** Ids of the site a new record's body starts with: a product, and a contact who has not reviewed it. */
export interface Starter {
  productId: string;
  contactId: string;
}

/** Where a page starts: an offset (offset paging) or the provider's cursor. */
export type PageStart = { offset: number } | { cursor: string };

export interface PageQuery {
  /** A provider filter object, or (media) the search text. */
  filter?: Doc;
  search?: string;
  sort?: { fieldName: string; order: 'ASC' | 'DESC' };
  limit: number;
  start: PageStart;
}

export interface RecordWrite {
  label: string;
  call: (doc: Doc, body: unknown) => ProviderCall;
  /** The body the form starts with. */
  template: (doc: Doc) => unknown;
}

/** A one-click provider call on a record (approve a review, block a member …). */
export interface RecordAction {
  name: string;
  label: string;
  call: (doc: Doc) => ProviderCall;
}

export interface Collection {
  key: string;
  label: string;
  /** What the filter box takes: the provider's filter language, or its search text. */
  filterBox: 'filter' | 'search';
  /** Sortable fields (the provider's own list). */
  sortable: readonly string[];
  columns: readonly string[];
  /** The record's id in its doc (labels and fields: `key`). */
  idField: string;
  /** The provider call for one page; undefined: read from the database (follows). */
  query?: (q: PageQuery) => ProviderCall;
  /** The list in the provider's answer. */
  listKey: string;
  get?: (id: string) => ProviderCall;
  /** The record in get's answer. */
  oneKey?: string;
  /** `template`: the body the form starts with; `starter` looks the site's ids up (only a template that names them asks). */
  create?: { call: (body: unknown) => ProviderCall; template: (starter: () => Starter) => unknown };
  edit?: RecordWrite;
  remove?: (doc: Doc) => ProviderCall;
  /** One-click provider calls on a record, besides the edit form. */
  actions?: readonly RecordAction[];
  /** What the delete call does when it is more than deleting the one record (its button and tick say it). */
  removeWords?: { button: string; tick: string };
}

const sortableOf = (fields: FieldMap): string[] =>
  Object.entries(fields)
    .filter(([, f]) => f.sortable)
    .map(([name]) => name);

const sortList = (q: PageQuery) => (q.sort ? [q.sort] : undefined);
const offsetOf = (q: PageQuery): number => ('offset' in q.start ? q.start.offset : 0);
const cursorOf = (q: PageQuery): string | undefined => ('cursor' in q.start ? q.start.cursor : undefined);
const at = (path: string, id: string): string => `${path}/${encodeURIComponent(id)}`;
const str = (v: unknown): string => (typeof v === 'string' ? v : String(v ?? ''));
const get = (doc: Doc, key: string): Doc => (doc[key] ?? {}) as Doc;

/** A cursor query (`query.cursorPaging`): a later page sends the cursor alone (filter and sort ride in it). */
const cursorQuery =
  (path: string, extra: Doc = {}) =>
  (q: PageQuery): ProviderCall => {
    const cursor = cursorOf(q);
    return {
      method: 'POST',
      path,
      body: {
        ...extra,
        query: cursor
          ? { cursorPaging: { limit: q.limit, cursor } }
          : { filter: q.filter, sort: sortList(q), cursorPaging: { limit: q.limit } },
      },
    };
  };

/** An offset query (`query.paging`). */
const offsetQuery =
  (path: string, extra: Doc = {}, sortKey = 'sort') =>
  (q: PageQuery): ProviderCall => ({
    method: 'POST',
    path,
    body: {
      ...extra,
      query: { filter: q.filter, [sortKey]: sortList(q), paging: { limit: q.limit, offset: offsetOf(q) } },
    },
  });

/** Media's search calls: free text, one sort, cursor paging. */
const mediaSearch =
  (path: string) =>
  (q: PageQuery): ProviderCall => ({
    method: 'POST',
    path,
    body: { search: q.search || undefined, sort: q.sort, paging: { limit: q.limit, cursor: cursorOf(q) } },
  });

/** Labels and extended fields: one definition list each (sandbox/domains/definitions/), keyed by `key`. */
function definitionList(d: {
  key: string;
  label: string;
  fields: FieldMap;
  typeColumn: string;
  path: string;
  names: { many: string; one: string };
  newOne: Doc;
}): Collection {
  return {
    key: d.key,
    label: d.label,
    filterBox: 'filter',
    sortable: sortableOf(d.fields),
    columns: ['displayName', 'key', d.typeColumn, 'namespace'],
    idField: 'key',
    query: offsetQuery(`${d.path}/query`),
    listKey: d.names.many,
    get: (id) => ({ method: 'GET', path: at(d.path, id) }),
    oneKey: d.names.one,
    create: { call: (body) => ({ method: 'POST', path: d.path, body }), template: () => d.newOne },
    edit: {
      label: `Rename ${d.names.one}`,
      call: (doc, body) => ({ method: 'PATCH', path: at(d.path, str(doc.key)), body }),
      template: (doc) => ({ [d.names.one]: { displayName: doc.displayName } }),
    },
    remove: (doc) => ({ method: 'DELETE', path: at(d.path, str(doc.key)) }),
  };
}

/** Site media's files and folders: searched (text, one sort), updated by id, deleted in bulk (to the trash). */
function mediaList(m: {
  key: string;
  label: string;
  sortable: readonly string[];
  columns: readonly string[];
  kind: { many: 'files' | 'folders'; one: string; ids: string };
  edit: { label: string; template: (doc: Doc) => unknown };
  newOne?: Doc;
}): Collection {
  const path = `/site-media/v1/${m.kind.many}`;
  return {
    key: m.key,
    label: m.label,
    filterBox: 'search',
    sortable: m.sortable,
    columns: m.columns,
    idField: 'id',
    query: mediaSearch(`${path}/search`),
    listKey: m.kind.many,
    get: (id) => ({ method: 'GET', path: at(path, id) }),
    oneKey: m.kind.one,
    ...(m.newOne && {
      create: { call: (body: unknown) => ({ method: 'POST' as const, path, body }), template: () => m.newOne },
    }),
    edit: {
      label: m.edit.label,
      call: (doc, body) => ({ method: 'PATCH', path: at(path, str(doc.id)), body }),
      template: m.edit.template,
    },
    remove: (doc) => ({
      method: 'POST',
      path: `/site-media/v1/bulk/${m.kind.many}/delete`,
      body: { [m.kind.ids]: [doc.id] },
    }),
  };
}

/** Tasks and moderation rules: cursor queries, REST calls by id, updates carrying the revision read. */
function revisionedList(r: {
  key: string;
  label: string;
  fields: FieldMap;
  columns: readonly string[];
  path: string;
  names: { many: string; one: string };
  /** The fields the edit form starts with (the revision is added). */
  editable: (doc: Doc) => Doc;
  newOne?: Doc;
}): Collection {
  return {
    key: r.key,
    label: r.label,
    filterBox: 'filter',
    sortable: sortableOf(r.fields),
    columns: r.columns,
    idField: 'id',
    query: cursorQuery(`${r.path}/query`),
    listKey: r.names.many,
    get: (id) => ({ method: 'GET', path: at(r.path, id) }),
    oneKey: r.names.one,
    ...(r.newOne && {
      create: { call: (body: unknown) => ({ method: 'POST' as const, path: r.path, body }), template: () => r.newOne },
    }),
    edit: {
      label: `Update ${r.names.one}`,
      call: (doc, body) => ({ method: 'PATCH', path: at(r.path, str(doc.id)), body }),
      template: (doc) => ({ [r.names.one]: { revision: doc.revision, ...r.editable(doc) } }),
    },
    remove: (doc) => ({ method: 'DELETE', path: at(r.path, str(doc.id)) }),
  };
}

export const COLLECTIONS: readonly Collection[] = [
  {
    key: 'members',
    label: 'Members',
    filterBox: 'filter',
    sortable: sortableOf(MEMBER_FIELDS),
    columns: ['profile.nickname', 'loginEmail', 'status', 'privacyStatus', 'createdDate'],
    idField: 'id',
    query: offsetQuery('/members/v1/members/query', { fieldsets: ['FULL'] }, 'sorting'),
    listKey: 'members',
    get: (id) => ({ method: 'GET', path: `${at('/members/v1/members', id)}?fieldsets=FULL` }),
    oneKey: 'member',
    create: {
      call: (body) => ({ method: 'POST', path: '/members/v1/members', body }),
      template: () => ({ member: { loginEmail: 'new.member@example.com', profile: { nickname: 'New member' } } }),
    },
    edit: {
      label: 'Update member',
      call: (doc, body) => ({ method: 'PATCH', path: at('/members/v1/members', str(doc.id)), body }),
      template: (doc) => ({
        member: {
          contact: { firstName: get(doc, 'contact').firstName, lastName: get(doc, 'contact').lastName },
          profile: { nickname: get(doc, 'profile').nickname },
        },
      }),
    },
    remove: (doc) => ({ method: 'DELETE', path: at('/members/v1/members', str(doc.id)) }),
    actions: MEMBER_ACTIONS.map((action) => ({
      name: action,
      label: `${action[0]!.toUpperCase()}${action.slice(1)} member`,
      call: (doc: Doc) => ({
        method: 'POST' as const,
        path: `${at('/members/v1/members', str(doc.id))}/${action}`,
        body: {},
      }),
    })),
  },
  {
    key: 'contacts',
    label: 'Contacts',
    filterBox: 'filter',
    sortable: sortableOf(CONTACT_FIELDS),
    columns: ['info.name.first', 'info.name.last', 'primaryInfo.email', 'info.company', 'createdDate'],
    idField: 'id',
    query: offsetQuery('/contacts/v4/contacts/query', {}),
    listKey: 'contacts',
    get: (id) => ({ method: 'GET', path: `${at('/contacts/v4/contacts', id)}?fieldsets=FULL` }),
    oneKey: 'contact',
    create: {
      call: (body) => ({ method: 'POST', path: '/contacts/v4/contacts', body }),
      template: () => ({ info: { name: { first: 'New', last: 'Contact' } } }),
    },
    edit: {
      label: 'Update contact',
      call: (doc, body) => ({ method: 'PATCH', path: at('/contacts/v4/contacts', str(doc.id)), body }),
      template: (doc) => ({ revision: doc.revision, info: { name: get(get(doc, 'info'), 'name') } }),
    },
    remove: (doc) => ({ method: 'DELETE', path: at('/contacts/v4/contacts', str(doc.id)) }),
  },
  {
    key: 'reviews',
    label: 'Reviews',
    filterBox: 'filter',
    sortable: sortableOf(REVIEW_FIELDS),
    columns: ['content.title', 'content.rating', 'moderation.moderationStatus', 'author.authorName', 'createdDate'],
    idField: 'id',
    query: cursorQuery('/reviews/v1/reviews/query', { returnPrivateReviews: true }),
    listKey: 'reviews',
    get: (id) => ({ method: 'GET', path: `${at('/reviews/v1/reviews', id)}?returnPrivateReviews=true` }),
    oneKey: 'review',
    // Made as the admin writes one for a contact: the site's moderation rules give it its status.
    create: {
      call: (body) => ({ method: 'POST', path: '/reviews/v1/reviews', body }),
      template: (starter) => {
        const { productId, contactId } = starter();
        return {
          review: {
            namespace: 'stores',
            entityId: productId,
            author: { contactId },
            content: { rating: 5, title: 'Written on the console', body: 'Arrived quickly, works well.' },
          },
        };
      },
    },
    edit: {
      label: 'Update review',
      call: (doc, body) => ({ method: 'PATCH', path: at('/reviews/v1/reviews', str(doc.id)), body }),
      template: (doc) => {
        const content = get(doc, 'content');
        return {
          review: {
            revision: doc.revision,
            content: { title: content.title, body: content.body, rating: content.rating },
          },
        };
      },
    },
    remove: (doc) => ({ method: 'DELETE', path: at('/reviews/v1/reviews', str(doc.id)) }),
    actions: (['APPROVED', 'REJECTED', 'IN_MODERATION'] as const).map((status) => ({
      name: status.toLowerCase(),
      label: `Moderate: ${status}`,
      call: (doc: Doc) => ({
        method: 'PATCH' as const,
        path: `${at('/reviews/v1/reviews', str(doc.id))}/moderate`,
        body: { status },
      }),
    })),
  },
  {
    key: 'review-requests',
    label: 'Review requests',
    filterBox: 'filter',
    sortable: sortableOf(REVIEW_REQUEST_FIELDS),
    columns: ['status', 'recipient.contactId', 'sendDate', 'createdDate'],
    idField: 'id',
    query: cursorQuery('/reviews/v2/review-requests/query'),
    listKey: 'reviewRequests',
    get: (id) => ({ method: 'GET', path: at('/reviews/v2/review-requests', id) }),
    oneKey: 'reviewRequest',
    create: {
      call: (body) => ({ method: 'POST', path: '/reviews/v2/review-requests', body }),
      template: (starter) => {
        const { productId, contactId } = starter();
        return {
          reviewRequest: {
            communicationChannel: 'EMAIL',
            namespace: 'stores',
            recipient: { contactId },
            items: [{ catalogItemId: productId }],
          },
        };
      },
    },
    remove: (doc) => ({ method: 'DELETE', path: at('/reviews/v2/review-requests', str(doc.id)) }),
  },
  {
    key: 'member-reports',
    label: 'Member reports',
    filterBox: 'filter',
    sortable: sortableOf(MEMBER_REPORT_FIELDS),
    columns: ['reportedMemberId', 'reportingMemberId', 'reason.category', 'createdDate'],
    idField: 'id',
    query: cursorQuery('/members/v1/member-reports/query'),
    listKey: 'memberReports',
    remove: (doc) => ({ method: 'DELETE', path: at('/members/v1/member-reports/members', str(doc.reportedMemberId)) }),
    removeWords: {
      button: "Dismiss the member's reports",
      tick: 'Dismiss every report of the reported member (the provider has no call that deletes one report)',
    },
  },
  {
    key: 'follows',
    label: 'Follows',
    filterBox: 'filter',
    sortable: sortableOf(FOLLOW_FIELDS),
    columns: ['memberId', 'affectedMemberId', 'createdDate'],
    idField: 'id',
    listKey: 'follows',
  },
  revisionedList({
    key: 'tasks',
    label: 'Tasks',
    fields: TASK_FIELDS,
    columns: ['title', 'status', 'dueDate', 'contact.id', 'createdDate'],
    path: '/crm/tasks/v2/tasks',
    names: { many: 'tasks', one: 'task' },
    editable: (doc) => ({ title: doc.title, status: doc.status, dueDate: doc.dueDate }),
    newOne: { task: { title: 'New task', status: 'ACTION_NEEDED' } },
  }),
  definitionList({
    key: 'labels',
    label: 'Labels',
    fields: LABEL_FIELDS,
    typeColumn: 'labelType',
    path: '/contacts/v4/labels',
    names: { many: 'labels', one: 'label' },
    newOne: { displayName: 'New label' },
  }),
  definitionList({
    key: 'extended-fields',
    label: 'Contact fields',
    fields: EXTENDED_FIELD_FIELDS,
    typeColumn: 'fieldType',
    path: '/contacts/v4/extended-fields',
    names: { many: 'fields', one: 'field' },
    newOne: { displayName: 'New field', dataType: 'TEXT' },
  }),
  mediaList({
    key: 'media-files',
    label: 'Media files',
    sortable: ['displayName', 'updatedDate'],
    columns: ['displayName', 'mediaType', 'parentFolderId', 'sizeInBytes', 'updatedDate'],
    kind: { many: 'files', one: 'file', ids: 'fileIds' },
    edit: { label: 'Update file', template: (doc) => ({ file: { displayName: doc.displayName, labels: doc.labels } }) },
  }),
  mediaList({
    key: 'media-folders',
    label: 'Media folders',
    sortable: FOLDER_SORT_FIELDS,
    columns: ['displayName', 'parentFolderId', 'updatedDate'],
    kind: { many: 'folders', one: 'folder', ids: 'folderIds' },
    edit: { label: 'Rename folder', template: (doc) => ({ folder: { displayName: doc.displayName } }) },
    newOne: { displayName: 'New folder', parentFolderId: 'media-root' },
  }),
  {
    key: 'products',
    label: 'Products',
    filterBox: 'filter',
    sortable: ['name', 'createdDate', 'updatedDate'],
    columns: ['name', 'slug', 'visible', 'createdDate'],
    idField: 'id',
    query: cursorQuery('/stores/v3/products/query'),
    listKey: 'products',
  },
  revisionedList({
    key: 'moderation-rules',
    label: 'Moderation rules',
    fields: RULE_FIELDS,
    columns: ['name', 'namespace', 'enabled', 'action.type', 'createdDate'],
    path: '/moderation/v1/rules',
    names: { many: 'rules', one: 'rule' },
    editable: (doc) => ({ name: doc.name, enabled: doc.enabled }),
  }),
];

export const collectionOf = (key: string): Collection | undefined => COLLECTIONS.find((c) => c.key === key);

/** A dotted path's value in a doc (`info.name.first`); arrays read their first item's field. */
export function valueAt(doc: unknown, path: string): unknown {
  let v: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(v)) v = v[0];
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Doc)[part];
  }
  return v;
}
