// Update Contact semantics. Without a field mask, every info field present in the request replaces
// the stored one (null clears it; Wix-managed extended fields, keys outside `custom.*`, are kept).
// With a field mask (field-mask guide) only the masked paths change, and a masked path without a
// value in the request is cleared.
import { applicationError, validationError } from '../../http/errors.ts';
import type { FieldViolation } from '../../query/types.ts';
import { EMPTY_INFO, type InfoPatch } from './build.ts';
import type { ContactDoc, ContactInfoDoc } from './contact-doc.ts';

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function replaceFields(
  info: ContactInfoDoc,
  patch: InfoPatch,
  cleared: ReadonlySet<keyof ContactInfoDoc>,
): ContactInfoDoc {
  const out: Json = { ...info };
  for (const key of cleared) out[key] = (EMPTY_INFO as unknown as Json)[key];
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'extendedFields' && value) {
      const kept = Object.entries(info.extendedFields.items).filter(([k]) => !k.startsWith('custom.'));
      out.extendedFields = {
        items: { ...Object.fromEntries(kept), ...(value as ContactInfoDoc['extendedFields']).items },
      };
    } else out[key] = value;
  }
  return out as unknown as ContactInfoDoc;
}

function setPath(target: Json, segments: readonly string[], value: unknown): void {
  const [head, ...rest] = segments;
  if (head === undefined) return;
  if (rest.length === 0) {
    if (value === undefined) delete target[head];
    else target[head] = value;
    return;
  }
  const child = isObject(target[head]) ? { ...(target[head] as Json) } : {};
  setPath(child, rest, value);
  target[head] = child;
}

function getPath(source: unknown, segments: readonly string[]): unknown {
  let cur = source;
  for (const s of segments) cur = isObject(cur) ? cur[s] : undefined;
  return cur;
}

function maskedFields(info: ContactInfoDoc, patch: InfoPatch, paths: readonly string[]): ContactInfoDoc {
  const violations: FieldViolation[] = [];
  paths.forEach((p, i) => {
    if (!/^info\.[A-Za-z]+(\.[A-Za-z0-9_.-]+)?$/.test(p))
      violations.push({ field: `fieldMask.paths[${i}]`, description: `unsupported path ${p}`, violatedRule: 'OTHER' });
  });
  if (violations.length > 0) throw validationError(violations);
  const out: Json = { ...info };
  for (const p of paths) {
    const segments = p.split('.').slice(1);
    const value = getPath(patch, segments);
    // Cleared wrappers keep their stored shape (an empty list, an empty name).
    const fallback = segments.length === 1 ? (EMPTY_INFO as unknown as Json)[segments[0]!] : undefined;
    setPath(out, segments, value ?? fallback);
  }
  return out as unknown as ContactInfoDoc;
}

export function updatedInfo(
  info: ContactInfoDoc,
  patch: InfoPatch,
  cleared: ReadonlySet<keyof ContactInfoDoc>,
  maskPaths: readonly string[] | undefined,
): ContactInfoDoc {
  return maskPaths && maskPaths.length > 0 ? maskedFields(info, patch, maskPaths) : replaceFields(info, patch, cleared);
}

export function checkRevision(stored: ContactDoc, revision: number): void {
  if (stored.revision !== revision) {
    throw applicationError(409, 'CONTACT_ALREADY_CHANGED', 'Contact has been updated since the requested revision.', {
      contactId: stored.id,
      currentRevision: stored.revision,
      requestedRevision: revision,
    });
  }
}

/** "You can't call Update Contact to update the primaryEmail of a contact who is also a member." */
export function checkMemberEmail(before: ContactDoc, after: ContactDoc): void {
  if (!before.memberInfo) return;
  const was = before.primaryInfo.email?.toLowerCase();
  const now = after.primaryInfo.email?.toLowerCase();
  if (was !== now) {
    throw applicationError(
      400,
      'CANNOT_UPDATE_MEMBER_EMAIL',
      "The primary email of a contact who is a site member can't be changed here; change the member's login email.",
      {
        contactId: before.id,
        memberId: before.memberInfo.memberId,
      },
    );
  }
}

/** Emails in `after` that `before` did not have (these are checked for duplicates). */
export function addedEmails(before: ContactInfoDoc | undefined, after: ContactInfoDoc): string[] {
  const had = new Set((before?.emails.items ?? []).map((e) => e.email.toLowerCase()));
  return after.emails.items.map((e) => e.email).filter((e) => !had.has(e.toLowerCase()));
}

/** Labels in `after` that `before` did not have (these must exist or be creatable). */
export function addedLabels(before: ContactInfoDoc | undefined, after: ContactInfoDoc): string[] {
  const had = new Set(before?.labelKeys.items ?? []);
  return after.labelKeys.items.filter((k) => !had.has(k));
}
