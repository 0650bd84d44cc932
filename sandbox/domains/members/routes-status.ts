// Approve / Block / Mute / Unmute / Disconnect Member → `{member}` (rules in transitions.ts).
import type { Hono } from 'hono';
import type { Db } from '../../db/open.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxEnv } from '../../http/env.ts';
import { readJsonBody } from '../../http/validate.ts';
import { changeMemberStatus } from './member-changes.ts';
import { memberIdFromPath } from './route-helpers.ts';
import { MEMBER_ACTIONS } from './transitions.ts';

export function registerStatusRoutes(app: Hono<SandboxEnv>, db: Db): void {
  for (const action of MEMBER_ACTIONS) {
    app.post(`/:id/${action}`, async (c) => {
      requireAdmin(c);
      const id = memberIdFromPath(c);
      await readJsonBody(c); // `{"id"}` repeated by the SDK; only its JSON-ness matters
      return c.json({ member: changeMemberStatus(db, c.get('siteId')!, id, action) });
    });
  }
}
