// New and updated rule docs (pure): what create and update make of the caller's fields.
import { randomUUID } from 'node:crypto';
import { applicationError } from '../../http/errors.ts';
import type { RuleDoc } from './rule-doc.ts';
import type { RuleInput, RuleUpdateInput } from './schemas.ts';

type Exemptions = NonNullable<RuleInput['exemptions']>;
type ExtendedFields = NonNullable<RuleInput['extendedFields']>;

const exemptionsOf = (e: Exemptions | null | undefined): RuleDoc['exemptions'] =>
  e ? { memberIds: e.memberIds ?? [], memberGroups: e.memberGroups ?? [] } : undefined;
const extendedFieldsOf = (x: ExtendedFields | null | undefined): RuleDoc['extendedFields'] =>
  x?.namespaces ? { namespaces: x.namespaces } : undefined;

/** A new rule; `enabled` absent is true (the reference's example rule omits it and is meant to act). */
export function newRule(input: RuleInput, now: Date, id: string = randomUUID()): RuleDoc {
  const iso = now.toISOString();
  const exemptions = exemptionsOf(input.exemptions);
  const extendedFields = extendedFieldsOf(input.extendedFields);
  return {
    id,
    revision: '1',
    createdDate: iso,
    updatedDate: iso,
    namespace: input.namespace,
    ...(input.name && { name: input.name }),
    audience: input.audience,
    trigger: input.trigger,
    ...(exemptions && { exemptions }),
    action: input.action,
    enabled: input.enabled ?? true,
    ...(extendedFields && { extendedFields }),
  };
}

/**
 * The rule after an update: the given fields replace the rule's, absent ones stay, `null` clears
 * name, exemptions and extended fields. "The existing revision must be included … and prevents
 * unintended overwrites": a stale one is 409 REVISION_MISMATCH (the reference names no code).
 */
export function updatedRule(current: RuleDoc, input: RuleUpdateInput, now: Date): RuleDoc {
  if (input.revision !== current.revision) {
    throw applicationError(409, 'REVISION_MISMATCH', 'The rule was changed since the given revision; read it again.', {
      currentRevision: current.revision,
      givenRevision: input.revision,
    });
  }
  const { name: _n, exemptions: _e, extendedFields: _x, ...rest } = current;
  const name = input.name === undefined ? current.name : input.name || undefined;
  const exemptions = input.exemptions === undefined ? current.exemptions : exemptionsOf(input.exemptions);
  const extendedFields =
    input.extendedFields === undefined ? current.extendedFields : extendedFieldsOf(input.extendedFields);
  return {
    ...rest,
    ...(input.namespace !== undefined && { namespace: input.namespace }),
    ...(name && { name }),
    ...(input.audience !== undefined && { audience: input.audience }),
    ...(input.trigger !== undefined && { trigger: input.trigger }),
    ...(exemptions && { exemptions }),
    ...(input.action !== undefined && { action: input.action }),
    ...(input.enabled !== undefined && input.enabled !== null && { enabled: input.enabled }),
    ...(extendedFields && { extendedFields }),
    revision: String(Number(current.revision) + 1),
    updatedDate: now.toISOString(),
  };
}
