// Contacts v4 pure logic: building contacts from info, update semantics (replace / field mask),
// merge rules, projection, and the filter rewrites that route to the search indexes.
import { describe, expect, it } from 'vitest';
import { infoPatch, newContact } from '../../../../../sandbox/domains/contacts/build.ts';
import type { ContactDoc } from '../../../../../sandbox/domains/contacts/contact-doc.ts';
import { projectContact, projectionOf } from '../../../../../sandbox/domains/contacts/fieldsets.ts';
import { CONTACT_FIELDS } from '../../../../../sandbox/domains/contacts/fields.ts';
import { extractValueFilters } from '../../../../../sandbox/domains/contacts/value-filter.ts';
import { mergeContacts } from '../../../../../sandbox/domains/contacts/merge.ts';
import { contactInfo } from '../../../../../sandbox/domains/contacts/schemas.ts';
import { withSearch } from '../../../../../sandbox/domains/contacts/search.ts';
import { updatedInfo } from '../../../../../sandbox/domains/contacts/update.ts';

const NOW = new Date('2026-10-01T12:00:00.000Z');
const make = (info: unknown, id?: string): ContactDoc => newContact(infoPatch(contactInfo.parse(info)).patch, NOW, id);

describe('newContact', () => {
  it('marks the first email/phone primary when none is, derives primary info and E.164', () => {
    const c = make({
      emails: { items: [{ email: 'a@x.test' }, { email: 'b@x.test' }] },
      phones: { items: [{ phone: '050-123 4567', countryCode: 'IL' }] },
    });
    expect(c.info.emails.items.map((e) => e.primary)).toEqual([true, false]);
    expect(c.primaryInfo).toEqual({ email: 'a@x.test', phone: '050-123 4567' });
    expect(c.info.phones.items[0]?.e164Phone).toBe('+972501234567');
    expect(c).toMatchObject({
      revision: 1,
      source: { sourceType: 'ADMIN' },
      lastActivity: { activityType: 'CONTACT_CREATED', activityDate: NOW.toISOString() },
    });
  });

  it('honours an explicit primary and keeps given item ids', () => {
    const c = make({
      emails: {
        items: [
          { id: 'e1', email: 'a@x.test' },
          { email: 'b@x.test', primary: true },
        ],
      },
    });
    expect(c.primaryInfo.email).toBe('b@x.test');
    expect(c.info.emails.items[0]?.id).toBe('e1');
  });
});

describe('updatedInfo', () => {
  const base = make({
    name: { first: 'A', last: 'B' },
    company: 'Co',
    jobTitle: 'T',
    extendedFields: { items: { 'custom.x': 1 } },
  }).info;
  base.extendedFields.items['members.membershipStatus'] = 'APPROVED';

  it('replaces given fields, clears nulls, keeps Wix-managed extended fields', () => {
    const { patch, cleared } = infoPatch(
      contactInfo.parse({ name: { first: 'Z' }, jobTitle: null, extendedFields: { items: { 'custom.y': 2 } } }),
    );
    const info = updatedInfo(base, patch, cleared, undefined);
    expect(info.name).toEqual({ first: 'Z' });
    expect(info.company).toBe('Co');
    expect(info.jobTitle).toBeUndefined();
    expect(info.extendedFields.items).toEqual({ 'members.membershipStatus': 'APPROVED', 'custom.y': 2 });
  });

  it('with a field mask touches only the masked paths', () => {
    const { patch, cleared } = infoPatch(
      contactInfo.parse({ name: { first: 'Ignored', last: 'New' }, company: 'Ignored' }),
    );
    const info = updatedInfo(base, patch, cleared, ['info.name.last', 'info.jobTitle', 'info.emails']);
    expect(info.name).toEqual({ first: 'A', last: 'New' });
    expect(info.company).toBe('Co');
    expect(info.jobTitle).toBeUndefined();
    expect(info.emails).toEqual({ items: [] });
  });

  it('rejects masks outside info', () => {
    expect(() => updatedInfo(base, {}, new Set(), ['revision'])).toThrow(/INVALID_ARGUMENT/);
  });
});

describe('mergeContacts', () => {
  it('appends source items without duplicates, keeps the target primary and fills only empty fields', () => {
    const target = make(
      { name: { first: 'T' }, emails: { items: [{ email: 'same@x.test' }] }, labelKeys: { items: ['custom.a'] } },
      't',
    );
    const s1 = make(
      {
        name: { first: 'S', last: 'L' },
        jobTitle: 'J',
        emails: { items: [{ email: 'SAME@x.test' }, { email: 'new@x.test', primary: true }] },
        labelKeys: { items: ['custom.a', 'custom.b'] },
      },
      's1',
    );
    const s2 = make({ phones: { items: [{ phone: '+15550001' }] }, jobTitle: 'Later' }, 's2');
    const m = mergeContacts(target, [s1, s2], NOW);
    expect(m.info.emails.items.map((e) => [e.email, e.primary])).toEqual([
      ['same@x.test', true],
      ['new@x.test', false],
    ]);
    expect(m.info.phones.items.map((p) => [p.phone, p.primary])).toEqual([['+15550001', true]]);
    expect(m.info.name).toEqual({ first: 'T', last: 'L' });
    expect(m.info.jobTitle).toBe('J');
    expect(m.info.labelKeys.items).toEqual(['custom.a', 'custom.b']);
    expect(m).toMatchObject({
      id: 't',
      revision: 2,
      lastActivity: { activityType: 'CONTACT_MERGED' },
      primaryInfo: { email: 'same@x.test', phone: '+15550001' },
    });
  });
});

describe('projection', () => {
  const c = make({ name: { first: 'P' }, company: 'Co', emails: { items: [{ email: 'p@x.test' }] } });
  it('FULL (or nothing asked) is the whole contact; fields and fieldsets unite', () => {
    expect(projectContact(c, projectionOf(undefined, undefined))).toBe(c);
    expect(projectContact(c, projectionOf(['BASIC', 'FULL'], undefined))).toBe(c);
    expect(projectContact(c, projectionOf(['BASIC'], ['info.company', 'source']))).toEqual({
      id: c.id,
      revision: 1,
      primaryInfo: c.primaryInfo,
      source: c.source,
      info: { name: { first: 'P' }, company: 'Co' },
    });
  });
});

describe('filter rewrites', () => {
  it('takes top-level array-field conditions to contact_values and leaves nested ones to the compiler', () => {
    const r = extractValueFilters(CONTACT_FIELDS, {
      'info.labelKeys': { $hasAll: ['a', 'b'] },
      $and: [{ 'info.addresses.city': 'Berlin' }, { x: 1 }],
      'info.emails.email': { $startsWith: 'a_b' },
      // One branch the indexes can't answer keeps the whole $or with the compiler.
      $or: [{ 'info.labelKeys': { $hasSome: ['d'] } }, { 'info.jobTitle': 'x' }],
    });
    expect(r.conditions.map((c) => ('anyOf' in c ? ['anyOf'] : [c.kind, c.params]))).toEqual([
      ['labels', ['a', 'a']],
      ['labels', ['b', 'b']],
      ['emails', ['a\\_b%']],
      ['cities', ['Berlin', 'Berlin']],
    ]);
    expect(r.filter).toEqual({
      $and: [{}, { x: 1 }],
      $or: [{ 'info.labelKeys': { $hasSome: ['d'] } }, { 'info.jobTitle': 'x' }],
    });
    // Operands and operators the compiler refuses or answers otherwise stay with it.
    for (const f of [
      { 'info.labelKeys': { $hasSome: 'a' } },
      { 'info.labelKeys': { $eq: 'a' } },
      { 'info.phones.phone': { $exists: true } },
      { 'info.phones.phone': null },
      { 'info.emails.email': { $in: [] } },
      { 'info.addresses.city': { $startsWith: 'B', $ne: 'x' } },
    ]) {
      expect(extractValueFilters(CONTACT_FIELDS, f)).toEqual({ filter: f, conditions: [] });
    }
  });

  it('takes a top-level $or of name/email/company prefixes and array-field conditions to one union of index ranges', () => {
    const q = 'Ma_';
    const r = extractValueFilters(CONTACT_FIELDS, {
      $or: [
        { 'info.name.first': { $startsWith: q } },
        { 'info.name.last': { $startsWith: q } },
        { 'info.emails.email': { $startsWith: q } },
        { 'info.phones.phone': { $startsWith: q } },
        { 'info.company': { $startsWith: q } },
        { 'info.name.last': 'Exact' },
      ],
    });
    expect(r.filter).toEqual({});
    expect(r.conditions).toEqual([
      {
        anyOf: [
          { column: 's.first_name', like: true, param: 'Ma\\_%' },
          { column: 's.last_name', like: true, param: 'Ma\\_%' },
          { kind: 'emails', oneValue: false, sql: "value LIKE ? ESCAPE '\\'", params: ['Ma\\_%'] },
          { kind: 'phones', oneValue: false, sql: "value LIKE ? ESCAPE '\\'", params: ['Ma\\_%'] },
          { column: 's.company', like: true, param: 'Ma\\_%' },
          { column: 's.last_name', like: false, param: 'Exact' },
        ],
      },
    ]);
    // Inside a top-level $and too; not under $not, and not with an unindexed column or two operators in a branch.
    expect(
      extractValueFilters(CONTACT_FIELDS, { $and: [{ $or: [{ 'info.company': { $startsWith: 'A' } }] }] }).conditions,
    ).toHaveLength(1);
    for (const f of [
      { $not: { $or: [{ 'info.company': { $startsWith: 'A' } }] } },
      { $or: [{ 'info.jobTitle': { $startsWith: 'A' } }] },
      { $or: [{ 'info.company': { $startsWith: 'A', $ne: 'B' } }] },
      { $or: [{ 'info.company': { $startsWith: 1 } }] },
      { $or: [] },
    ]) {
      expect(extractValueFilters(CONTACT_FIELDS, f)).toEqual({ filter: f, conditions: [] });
    }
  });

  it('search ORs exact matches on names, emails and phones with the filter', () => {
    expect(withSearch(undefined, '  ')).toBeUndefined();
    expect(withSearch({ a: 1 }, 'ann')).toEqual({
      $and: [
        { a: 1 },
        {
          $or: [
            { 'info.name.first': 'ann' },
            { 'info.name.last': 'ann' },
            { 'info.emails.email': 'ann' },
            { 'info.phones.phone': 'ann' },
          ],
        },
      ],
    });
  });
});
