// Moderation Rules v1 (base /moderation/v1/rules): create, get, update, delete, query, check content.
// "You can only call this method when authenticated as a Wix app or Wix user identity": app tokens,
// and API keys (the site's admin) unless the site plays the 'docs' identity rules, which refuse them
// as review moderation does (sites/identity-rules.ts); visitors and members get 403.
import { Hono, type Context } from 'hono';
import type { Db } from '../../db/open.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxDeps, SandboxEnv } from '../../http/env.ts';
import { applicationError, notFound } from '../../http/errors.ts';
import { parseInput, readJsonBody, withQueryErrors } from '../../http/validate.ts';
import { decodeCursor, pageCursors, resolveLimit, type CursorState } from '../../query/paging.ts';
import { newRule, updatedRule } from './build.ts';
import { checkContent } from './check-content.ts';
import { ruleCreated, ruleDeleted, ruleUpdated } from './events.ts';
import { RULE_PAGE_LIMITS } from './fields.ts';
import { MAX_RULES_PER_NAMESPACE, type RuleDoc } from './rule-doc.ts';
import { checkBody, createBody, queryBody, ruleIdParam, updateBody } from './schemas.ts';
import { requireAppOrUserIdentity } from '../sites/identity-rules.ts';
import { countRulesInNamespace, deleteRuleRow, getRule, insertRule, queryRules, saveRule } from './store.ts';

function adminSite(c: Context<SandboxEnv>, db: Db): string {
  requireAdmin(c);
  requireAppOrUserIdentity(c, db);
  return c.get('siteId')!;
}

function load(db: Db, siteId: string, id: string): RuleDoc {
  const rule = getRule(db, siteId, id);
  if (!rule) throw notFound('Rule', id);
  return rule;
}

/** Create Rule declares one 428 (Failed Precondition): "up to 20 rules per namespace". */
function checkRoom(db: Db, siteId: string, namespace: string): void {
  if (countRulesInNamespace(db, siteId, namespace) >= MAX_RULES_PER_NAMESPACE) {
    throw applicationError(
      428,
      'FAILED_PRECONDITION',
      `The namespace ${namespace} already has ${MAX_RULES_PER_NAMESPACE} rules, the most it may have.`,
      { namespace, max: MAX_RULES_PER_NAMESPACE },
    );
  }
}

const ruleIdOf = (c: Context<SandboxEnv>): string => parseInput(ruleIdParam, { ruleId: c.req.param('ruleId') }).ruleId;

export function moderationRulesRoutes({ db }: SandboxDeps): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/rules', async (c) => {
    const siteId = adminSite(c, db);
    const { rule: input } = parseInput(createBody, await readJsonBody(c));
    const rule = db.transaction(() => {
      checkRoom(db, siteId, input.namespace);
      const created = newRule(input, new Date());
      insertRule(db, siteId, created);
      ruleCreated(db, siteId, created);
      return created;
    })();
    return c.json({ rule });
  });

  app.post('/rules/query', async (c) => {
    const siteId = adminSite(c, db);
    const body = parseInput(queryBody, await readJsonBody(c));
    const query = body.query;
    const cursor = query?.cursorPaging;
    const page = withQueryErrors(() => {
      const limitField = cursor ? 'query.cursorPaging.limit' : 'query.paging.limit';
      const limit = resolveLimit(cursor?.limit ?? query?.paging?.limit, RULE_PAGE_LIMITS, limitField);
      // The SDK's next()/prev() resend only the cursor: filter and sort travel inside it.
      const fromCursor = cursor?.cursor
        ? decodeCursor(cursor.cursor, 'query.cursorPaging.cursor', RULE_PAGE_LIMITS)
        : undefined;
      const state: CursorState = fromCursor
        ? { ...fromCursor, limit: cursor?.limit ?? fromCursor.limit }
        : {
            filter: query?.filter ?? undefined,
            sort: query?.sort ?? undefined,
            offset: query?.paging?.offset ?? 0,
            limit,
          };
      const result = queryRules(db, siteId, state);
      return { ...result, offset: state.offset, cursors: pageCursors(state, result.items.length, result.total) };
    });
    return c.json({
      rules: page.items,
      pagingMetadata: {
        count: page.items.length,
        offset: page.offset,
        total: page.total,
        cursors: page.cursors,
        hasNext: page.cursors.next !== null,
      },
    });
  });

  app.post('/rules/check', async (c) => {
    const siteId = adminSite(c, db);
    const input = parseInput(checkBody, await readJsonBody(c));
    return c.json({ violations: checkContent(db, siteId, input, new Date()) });
  });

  app.get('/rules/:ruleId', (c) => {
    const siteId = adminSite(c, db);
    return c.json({ rule: load(db, siteId, ruleIdOf(c)) });
  });

  app.patch('/rules/:ruleId', async (c) => {
    const siteId = adminSite(c, db);
    const ruleId = ruleIdOf(c);
    const { rule: input } = parseInput(updateBody, await readJsonBody(c));
    const rule = db.transaction(() => {
      const current = load(db, siteId, ruleId);
      const next = updatedRule(current, input, new Date());
      // Moving a rule to another namespace takes a place there.
      if (next.namespace !== current.namespace) checkRoom(db, siteId, next.namespace);
      saveRule(db, siteId, next);
      ruleUpdated(db, siteId, next);
      return next;
    })();
    return c.json({ rule });
  });

  app.delete('/rules/:ruleId', (c) => {
    const siteId = adminSite(c, db);
    const ruleId = ruleIdOf(c);
    db.transaction(() => {
      const rule = load(db, siteId, ruleId);
      deleteRuleRow(db, siteId, ruleId);
      ruleDeleted(db, siteId, rule);
    })();
    return c.json({});
  });

  return app;
}
