// Admin writes: Create Member, Update Member, Delete Member, Delete Member Phones/Emails/Addresses,
// Update Member Slug. Every answer carries the FULL member (docs examples).
import type { Hono } from 'hono';
import type { Db } from '../../db/open.ts';
import { requireAdmin } from '../../http/auth.ts';
import type { SandboxEnv } from '../../http/env.ts';
import { parseInput, readJsonBody } from '../../http/validate.ts';
import { mergeMemberPatch } from './build-member.ts';
import {
  assertSlugAvailable,
  createMemberRecord,
  deleteMemberRecord,
  requireMember,
  saveMemberChange,
  setMemberSlug,
} from './member-changes.ts';
import { isOwnMemberPath, memberIdFromPath, passOn } from './route-helpers.ts';
import { createMemberBody, updateMemberBody, updateSlugBody } from './schemas.ts';

const CLEARABLE = { phones: 'phones', emails: 'emails', addresses: 'addresses' } as const;

export function registerWriteRoutes(app: Hono<SandboxEnv>, db: Db): void {
  app.post('/', async (c) => {
    requireAdmin(c);
    const { member } = parseInput(createMemberBody, await readJsonBody(c));
    return c.json({ member: createMemberRecord(db, c.get('siteId')!, member) });
  });

  app.patch('/:id', async (c) => {
    requireAdmin(c);
    const id = memberIdFromPath(c, 'member');
    const body = parseInput(updateMemberBody, await readJsonBody(c));
    const siteId = c.get('siteId')!;
    const current = requireMember(db, siteId, id);
    const patch = body.member ?? {};
    if (patch.profile?.slug) assertSlugAvailable(db, siteId, patch.profile.slug, id);
    return c.json({ member: saveMemberChange(db, siteId, mergeMemberPatch(current, patch, new Date())) });
  });

  app.delete('/:id', async (c, next) => {
    if (isOwnMemberPath(c)) return passOn(c, next);
    requireAdmin(c);
    deleteMemberRecord(db, c.get('siteId')!, memberIdFromPath(c));
    return c.json({});
  });

  for (const collection of Object.values(CLEARABLE)) {
    app.delete(`/:id/${collection}`, (c) => {
      requireAdmin(c);
      const siteId = c.get('siteId')!;
      const current = requireMember(db, siteId, memberIdFromPath(c));
      const now = new Date();
      const cleared = { ...current, contact: { ...current.contact, [collection]: [] }, updatedDate: now.toISOString() };
      return c.json({ member: saveMemberChange(db, siteId, cleared, { now }) });
    });
  }

  app.post('/:id/slug', async (c, next) => {
    if (isOwnMemberPath(c)) return passOn(c, next);
    requireAdmin(c);
    const id = memberIdFromPath(c);
    const { slug } = parseInput(updateSlugBody, await readJsonBody(c));
    return c.json({ member: setMemberSlug(db, c.get('siteId')!, id, slug) });
  });
}
