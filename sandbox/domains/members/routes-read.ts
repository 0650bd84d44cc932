// Reading members: Query Members (POST /query), List Members (GET /), Get Member (GET /{id}).
import type { Hono } from 'hono';
import type { Db } from '../../db/open.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody, readQuery, withQueryErrors } from '../../http/validate.ts';
import { resolveLimit } from '../../query/paging.ts';
import type { SortSpec } from '../../query/types.ts';
import { MEMBER_PAGE_LIMITS } from './fields.ts';
import { projectMember, type Fieldset } from './fieldsets.ts';
import type { MemberSearch } from './search.ts';
import { requireMember } from './member-changes.ts';
import { fieldsetOf, isOwnMemberPath, memberIdFromPath, passOn } from './route-helpers.ts';
import { getMemberQuery, listMembersQuery, queryMembersBody } from './schemas.ts';
import { queryMembers } from './store.ts';

interface PageRequest {
  filter?: unknown;
  search?: MemberSearch | null;
  sort?: SortSpec[];
  sortPath: string;
  paging?: { limit?: number | null; offset?: number | null } | null;
  pagingPath: string;
  fieldset: Fieldset;
}

/** `{members, metadata:{count, offset, total, tooManyToCount}}`; the sandbox always counts. */
function memberPage(db: Db, siteId: string, r: PageRequest) {
  const page = withQueryErrors(() => {
    const limit = resolveLimit(r.paging?.limit, MEMBER_PAGE_LIMITS, `${r.pagingPath}.limit`);
    const offset = r.paging?.offset ?? 0;
    return {
      offset,
      ...queryMembers(db, siteId, {
        filter: r.filter,
        search: r.search,
        sort: r.sort,
        sortPath: r.sortPath,
        limit,
        offset,
      }),
    };
  });
  return {
    members: page.items.map((m) => projectMember(m, r.fieldset)),
    metadata: { count: page.items.length, offset: page.offset, total: page.total, tooManyToCount: false },
  };
}

export function registerReadRoutes(app: Hono<SandboxEnv>, db: Db): void {
  app.post('/query', async (c) => {
    requireAdmin(c);
    const body = parseInput(queryMembersBody, await readJsonBody(c));
    const q = body.query ?? {};
    const sort = q.sort ?? q.sorting ?? undefined;
    return c.json(
      memberPage(db, c.get('siteId')!, {
        filter: q.filter,
        search: body.search,
        sort,
        sortPath: q.sort ? 'query.sort' : 'query.sorting',
        paging: q.paging,
        pagingPath: 'query.paging',
        fieldset: fieldsetOf(body),
      }),
    );
  });

  app.get('/', (c) => {
    requireAdmin(c);
    const query = parseInput(listMembersQuery, readQuery(c));
    return c.json(
      memberPage(db, c.get('siteId')!, {
        sort: query.sorting ?? undefined,
        sortPath: 'sorting',
        paging: query.paging,
        pagingPath: 'paging',
        fieldset: fieldsetOf(query),
      }),
    );
  });

  app.get('/:id', async (c, next) => {
    if (isOwnMemberPath(c)) return passOn(c, next);
    requireAdmin(c);
    const id = memberIdFromPath(c);
    const query = parseInput(getMemberQuery, readQuery(c));
    const member = requireMember(db, c.get('siteId')!, id);
    return c.json({ member: projectMember(member, fieldsetOf(query)) });
  });
}
