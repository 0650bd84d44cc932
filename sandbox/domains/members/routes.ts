// Members v1 (base /members/v1/members): query and get in this step.
import { Hono } from 'hono';
import { notFound } from '../../http/errors.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody, readQuery, withQueryErrors } from '../../http/validate.ts';
import { resolveLimit } from '../../query/paging.ts';
import { MEMBER_PAGE_LIMITS } from './fields.ts';
import { projectMember, widestFieldset } from './fieldsets.ts';
import { getMemberQuery, memberIdParam, queryMembersBody } from './schemas.ts';
import { getMember, queryMembers } from './store.ts';

export function membersRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/query', async (c) => {
    const body = parseInput(queryMembersBody, await readJsonBody(c));
    const q = body.query ?? {};
    const fieldset = widestFieldset(body.fieldsets ?? (body.fieldSet ? [body.fieldSet] : undefined));
    const result = withQueryErrors(() => {
      const limit = resolveLimit(q.paging?.limit, MEMBER_PAGE_LIMITS, 'query.paging.limit');
      const offset = q.paging?.offset ?? 0;
      return { limit, offset, ...queryMembers(db, c.get('siteId')!, { filter: q.filter, sort: q.sort ?? q.sorting ?? undefined, limit, offset }) };
    });
    return c.json({
      members: result.items.map((m) => projectMember(m, fieldset)),
      metadata: { count: result.items.length, offset: result.offset, total: result.total, tooManyToCount: false },
    });
  });

  app.get('/:id', (c) => {
    const { id } = parseInput(memberIdParam, { id: c.req.param('id') });
    const query = parseInput(getMemberQuery, readQuery(c));
    const member = getMember(db, c.get('siteId')!, id);
    if (!member) throw notFound('Member', id);
    const fieldset = widestFieldset(query.fieldsets ?? (query.fieldSet ? [query.fieldSet] : undefined));
    return c.json({ member: projectMember(member, fieldset) });
  });

  return app;
}
