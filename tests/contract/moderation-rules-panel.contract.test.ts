// The extension's own rules calls (lib/provider/moderation-rules.ts) against the sandbox: the list as
// the panel reads it, each write and its answer, the refusals it words (a stale revision, the 21st
// rule), and a rule with more than the panel knows read as made elsewhere.
import { describe, expect, it } from 'vitest';
import {
  createRule,
  deleteRule,
  listRules,
  ruleFields,
  toModerationRule,
  updateRule,
} from '../../lib/provider/moderation-rules.ts';
import { normalizeError } from '../../lib/provider/normalize-error.ts';
import type { RuleInput } from '../../lib/messaging/moderation-rules.ts';
import { useSandbox } from './harness.ts';
import { HOLD_PHOTOS as photos, adminClient, createRule as createRawRule } from './moderation-rules-helpers.ts';

const { sandbox, site } = useSandbox({ reset: true });
const admin = () => adminClient(sandbox, site);

describe('the panel reads and writes rules', () => {
  it('reads the seeded rule as one it can edit', async () => {
    const [seeded] = await listRules(admin());
    expect(seeded).toMatchObject({
      trigger: { type: 'ALWAYS' },
      action: 'NEEDS_MANUAL_APPROVAL',
      audience: { type: 'MEMBERS_AND_VISITORS' },
      enabled: true,
      madeElsewhere: false,
    });
  });

  it('creates, turns off, edits and deletes a rule, each answer the rule as it is now', async () => {
    const made = await createRule(admin(), photos);
    expect(made).toMatchObject({ ...photos, revision: '1', madeElsewhere: false });
    const off = await updateRule(admin(), made.id, made.revision, { enabled: false });
    expect(off).toMatchObject({ enabled: false, revision: '2', trigger: photos.trigger });
    const words: RuleInput = {
      ...photos,
      action: 'REJECT',
      audience: { type: 'NEW_MEMBERS', hours: 24 },
      trigger: { type: 'PATTERNS', words: ['spam*', 'scam'], expressions: ['fr[e3]{2}'] },
    };
    const edited = await updateRule(admin(), made.id, off.revision, ruleFields(words));
    expect(edited).toMatchObject({ ...words, revision: '3', madeElsewhere: false });
    expect((await listRules(admin())).map((r) => r.id)).toContain(made.id);
    await deleteRule(admin(), made.id);
    expect((await listRules(admin())).map((r) => r.id)).not.toContain(made.id);
  });

  it('writes a rule on star ratings and one on the smart check, each read back as one it can edit', async () => {
    const low: RuleInput = {
      ...photos,
      action: 'REJECT',
      trigger: { type: 'ATTRIBUTE', name: 'rating', values: ['1', '2'] },
    };
    const smart: RuleInput = { ...photos, trigger: { type: 'SMART' } };
    for (const input of [low, smart]) {
      const made = await createRule(admin(), input);
      expect(made).toMatchObject({ ...input, madeElsewhere: false });
      const read = (await listRules(admin())).find((r) => r.id === made.id);
      expect(read).toMatchObject({ ...input, madeElsewhere: false });
      await deleteRule(admin(), made.id);
    }
  });

  it('a save on a stale revision is refused with 409 and the request id', async () => {
    const made = await createRule(admin(), photos);
    await updateRule(admin(), made.id, made.revision, { enabled: false });
    const e = normalizeError(await updateRule(admin(), made.id, made.revision, { enabled: true }).catch((x) => x));
    expect(e.status).toBe(409);
    expect(e.requestId).toBeTruthy();
    await deleteRule(admin(), made.id);
  });

  it('the 21st rule is refused with 428', async () => {
    const made = [];
    for (let i = (await listRules(admin())).length; i < 20; i++) made.push(await createRule(admin(), photos));
    const e = normalizeError(await createRule(admin(), photos).catch((x) => x));
    expect(e.status).toBe(428);
    for (const r of made) await deleteRule(admin(), r.id);
  });

  it('a rule with exemptions, an attribute other than the rating or unknown fields is made elsewhere', async () => {
    const exempt = await createRawRule(admin(), { exemptions: { memberIds: [], memberGroups: ['trusted'] } });
    const country = await createRawRule(admin(), {
      trigger: { type: 'ATTRIBUTE', attributeOptions: { name: 'country', values: ['FR'] } },
    });
    const byId = new Map((await listRules(admin())).map((r) => [r.id, r]));
    expect(byId.get(exempt.id)?.madeElsewhere).toBe(true);
    expect(byId.get(country.id)).toMatchObject({
      madeElsewhere: true,
      trigger: { type: 'ATTRIBUTE', name: 'country' },
    });
    expect(toModerationRule({ ...exempt, exemptions: {}, somethingNew: 1 }).madeElsewhere).toBe(true);
    await deleteRule(admin(), exempt.id);
    await deleteRule(admin(), country.id);
  });
});
