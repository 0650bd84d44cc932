// Request schemas of the rule calls, with the Rule Object's limits (namespace 1–120, name ≤ 120).
// A trigger comes in either of the two shapes the reference shows: the schema's `type` with its
// `…Options`, or the REST examples' bare `patterns` / `contentFeatures` / `attribute`; both become
// the first (triggers.ts). Read-only fields (id, dates; revision on create) are accepted and ignored.
import { z } from 'zod';
import { cursorPaging, filterObject, guid, offsetPaging, protoInt, sortList } from '../../http/schemas.ts';
import { ACTION_TYPES, AUDIENCE_TYPES } from './rule-doc.ts';
import { triggerInput } from './triggers.ts';

const namespace = z.string().min(1).max(120);

const audience = z
  .looseObject({
    type: z.enum(AUDIENCE_TYPES),
    newMembersOptions: z.looseObject({ durationInHours: protoInt().pipe(z.number().int().min(1)).nullish() }).nullish(),
  })
  .superRefine((a, ctx) => {
    if (a.type === 'NEW_MEMBERS' && !a.newMembersOptions?.durationInHours)
      ctx.addIssue({
        code: 'custom',
        path: ['newMembersOptions', 'durationInHours'],
        message: 'is required when the audience is NEW_MEMBERS',
      });
  })
  .transform((a) =>
    a.type === 'NEW_MEMBERS'
      ? { type: a.type, newMembersOptions: { durationInHours: a.newMembersOptions!.durationInHours! } }
      : { type: a.type },
  );

const idList = z.array(z.string().min(1).max(100)).max(1000);
const exemptions = z.looseObject({ memberIds: idList.nullish(), memberGroups: idList.nullish() });

const action = z.looseObject({ type: z.enum(ACTION_TYPES) }).transform((a) => ({ type: a.type }));

const extendedFields = z.looseObject({
  namespaces: z.record(z.string(), z.record(z.string(), z.unknown())).nullish(),
});

/** The writable fields; on update each is optional and merged over the rule. */
const ruleFields = {
  namespace,
  name: z.string().max(120).nullish(),
  audience,
  trigger: triggerInput,
  exemptions: exemptions.nullish(),
  action,
  enabled: z.boolean().nullish(),
  extendedFields: extendedFields.nullish(),
};

export const createBody = z.looseObject({ rule: z.looseObject(ruleFields) });
export type RuleInput = z.output<typeof createBody>['rule'];

const revision = z.union([z.string().regex(/^\d+$/), z.number().int().min(0)]).transform(String);

export const updateBody = z.looseObject({
  rule: z.looseObject({
    namespace: namespace.optional(),
    name: ruleFields.name,
    audience: audience.optional(),
    trigger: triggerInput.optional(),
    exemptions: ruleFields.exemptions,
    action: action.optional(),
    enabled: ruleFields.enabled,
    extendedFields: ruleFields.extendedFields,
    id: guid().optional(),
    revision,
  }),
});
export type RuleUpdateInput = z.output<typeof updateBody>['rule'];

export const ruleIdParam = z.object({ ruleId: guid() });

/** The typings' CursorQuery, and the offset `paging` its page's defaults name: either is taken. */
export const queryBody = z.looseObject({
  query: z
    .looseObject({
      filter: filterObject.nullish(),
      sort: sortList.nullish(),
      cursorPaging: cursorPaging.nullish(),
      paging: offsetPaging.nullish(),
    })
    .nullish(),
});

const attribute = z.looseObject({ name: z.string().max(200).nullish(), value: z.string().max(1000).nullish() });

/**
 * ModerationContent: plain text or rich content, and attributes. `memberId` and `memberGroups` are
 * marked internal in the typings ("ability to override"); the sandbox takes them as the author.
 */
export const checkBody = z.looseObject({
  namespace,
  content: z
    .looseObject({
      plainText: z.string().max(100_000).nullish(),
      richContent: z.looseObject({ nodes: z.array(z.unknown()).max(10_000).nullish() }).nullish(),
      attributes: z.array(attribute).max(100).nullish(),
      memberId: guid().nullish(),
      memberGroups: idList.nullish(),
    })
    .nullish(),
});
export type CheckInput = z.output<typeof checkBody>;
