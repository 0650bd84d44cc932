// The hostile-text corpus, planted into every field a screen of the extension shows: markup and
// scripts, bidi overrides, zero-width characters, a 10 000-character name, emoji, spreadsheet
// formula prefixes and `javascript:` URLs. Every script in it sets `window.__hostile` (and none
// calls alert), so a test can tell that nothing ran by that flag staying unset.
// Written past the provider's input limits on purpose (a 10 000-character name could come from an
// import or another app), so it goes straight into the database, through each domain's store.
import type { Db } from '../db/open.ts';
import { getContact, saveContact } from '../domains/contacts/store.ts';
import { customLabel, LABEL_TABLE } from '../domains/contact-labels/label-doc.ts';
import { customField, type ExtendedFieldDoc } from '../domains/extended-fields/extended-field-doc.ts';
import { insertDefinition } from '../domains/definitions/store.ts';
import { EXTENDED_FIELD_KIND } from '../domains/extended-fields/kind.ts';
import { saveFile } from '../domains/media/store.ts';
import type { MediaFileDoc } from '../domains/media/media-file-doc.ts';
import { getMember, updateMemberRow } from '../domains/members/store.ts';
import type { MemberDoc } from '../domains/members/member-doc.ts';
import { saveReview } from '../domains/reviews/store.ts';
import type { ReviewDoc } from '../domains/reviews/review-doc.ts';

export const CORPUS = {
  html: '<img src=x onerror="window.__hostile=1">Bold <b>claim</b>',
  script: '<script>window.__hostile=1</script>Scripted',
  bidi: 'Invoice \u202Efdp.exe\u202C paid',
  zeroWidth: 'Ad\u200Bmi\u200Dn\uFEFF Team',
  /** 10 010 characters without a space: nothing may wrap it for free. */
  longName: 'Bartholomew'.repeat(910),
  emoji: '👩‍👩‍👧‍👦 Ünïcødé 🏳️‍🌈 ⭐⭐⭐⭐⭐',
  formula: '=HYPERLINK("http://evil.example","Refund")',
  plus: '+1+1',
  minus: '-2+3',
  at: '@SUM(1)',
  tab: '\t=1+1',
  carriage: '\r=1+1',
  jsUrl: 'javascript:window.__hostile=1',
} as const;

/** The cells a spreadsheet would run as formulas, as planted (each must come out escaped). */
export const FORMULA_CELLS = [CORPUS.formula, CORPUS.plus, CORPUS.minus, CORPUS.at, CORPUS.tab, CORPUS.carriage];

export interface PlantedCorpus {
  /** The live page path's last part of the first product (where both planted reviews are). */
  productSlug: string;
  memberId: string;
  /** A visitor contact (not a member) with a review request. */
  contactId: string;
  /** A published review and a pending one, both on the site's first product. */
  publishedReviewId: string;
  pendingReviewId: string;
  fileId: string;
  labelKey: string;
  fieldKeys: { text: string; url: string };
}

const one = <T>(db: Db, sql: string, ...args: unknown[]): T => {
  const row = db.prepare(sql).get(...args) as T | undefined;
  if (!row) throw new Error(`hostile corpus: nothing for ${sql}`);
  return row;
};

function plantMember(db: Db, siteId: string, iso: string): string {
  const { id } = one<{ id: string }>(
    db,
    `SELECT id FROM members WHERE site_id = ? AND status = 'APPROVED' ORDER BY created_date DESC, id LIMIT 1`,
    siteId,
  );
  const m = getMember(db, siteId, id)!;
  const jsImage = { id: 'hostile', url: CORPUS.jsUrl, width: 10, height: 10 };
  const next: MemberDoc = {
    ...m,
    profile: { ...m.profile, nickname: CORPUS.longName, title: CORPUS.script, photo: jsImage, cover: jsImage },
    contact: {
      ...m.contact,
      firstName: CORPUS.html,
      lastName: CORPUS.formula,
      company: CORPUS.bidi,
      jobTitle: CORPUS.emoji,
      addresses: [{ id: 'hostile-address', addressLine: CORPUS.zeroWidth, city: CORPUS.plus, country: 'US' }],
    },
    updatedDate: iso,
  };
  updateMemberRow(db, siteId, next);
  const c = getContact(db, siteId, m.contactId);
  if (c)
    saveContact(db, siteId, {
      ...c,
      info: { ...c.info, name: { first: CORPUS.html, last: CORPUS.formula }, company: CORPUS.bidi },
      ...(c.memberInfo
        ? { memberInfo: { ...c.memberInfo, profileInfo: { ...c.memberInfo.profileInfo, nickname: CORPUS.longName } } }
        : {}),
    });
  return id;
}

function plantContact(db: Db, siteId: string, label: string, fields: { text: string; url: string }): string {
  // A visitor contact a review request goes to, so the Requests tool shows the corpus too.
  const { id } = one<{ id: string }>(
    db,
    `SELECT c.id AS id FROM contacts c JOIN review_requests r ON r.site_id = c.site_id AND r.contact_id = c.id
     WHERE c.site_id = ? AND json_extract(c.doc, '$.memberInfo') IS NULL ORDER BY c.id LIMIT 1`,
    siteId,
  );
  const c = getContact(db, siteId, id)!;
  saveContact(db, siteId, {
    ...c,
    info: {
      ...c.info,
      name: { first: CORPUS.script, last: CORPUS.longName },
      company: CORPUS.plus,
      jobTitle: CORPUS.at,
      addresses: {
        items: [
          {
            id: 'hostile-address',
            tag: 'HOME',
            address: { addressLine: CORPUS.minus, city: CORPUS.tab, subdivision: CORPUS.carriage, country: 'US' },
          },
        ],
      },
      labelKeys: { items: [...c.info.labelKeys.items, label] },
      extendedFields: {
        items: { ...c.info.extendedFields.items, [fields.text]: CORPUS.html, [fields.url]: CORPUS.jsUrl },
      },
    },
  });
  return id;
}

function plantReviews(db: Db, siteId: string, entityId: string, iso: string): { published: string; pending: string } {
  const pick = (statuses: string) =>
    JSON.parse(
      one<{ doc: string }>(
        db,
        `SELECT doc FROM reviews WHERE site_id = ? AND entity_id = ? AND moderation_status IN (${statuses})
         ORDER BY created_date DESC, id LIMIT 1`,
        siteId,
        entityId,
      ).doc,
    ) as ReviewDoc;
  const published = pick(`'APPROVED'`);
  saveReview(db, siteId, {
    ...published,
    content: { ...published.content, title: CORPUS.script, body: `${CORPUS.html} ${CORPUS.emoji} ${CORPUS.bidi}` },
    author: { ...published.author, authorName: CORPUS.longName },
    reply: { message: `${CORPUS.formula} ${CORPUS.jsUrl}`, createdDate: iso, updatedDate: iso },
  });
  const pending = pick(`'IN_MODERATION', 'SUBMITTED'`);
  saveReview(db, siteId, {
    ...pending,
    content: { ...pending.content, title: CORPUS.html, body: `${CORPUS.zeroWidth} ${CORPUS.longName}` },
    author: { ...pending.author, authorName: CORPUS.bidi },
  });
  return { published: published.id, pending: pending.id };
}

function plantFile(db: Db, siteId: string): string {
  const row = one<{ doc: string; trashed: string | null }>(
    db,
    `SELECT doc, trashed_from AS trashed FROM media_files WHERE site_id = ? AND json_extract(doc, '$.state') = 'OK'
     AND json_extract(doc, '$.mediaType') = 'IMAGE' ORDER BY created_date DESC, id LIMIT 1`,
    siteId,
  );
  const file = JSON.parse(row.doc) as MediaFileDoc;
  saveFile(
    db,
    siteId,
    { ...file, displayName: `${CORPUS.script}${CORPUS.longName}.jpg`, labels: [CORPUS.html] },
    row.trashed,
  );
  return file.id;
}

/** Plants the corpus on one site: its name, first product, a member, a contact, two reviews, a file, a label, two fields. */
export function plantHostileCorpus(db: Db, siteId: string, now = new Date()): PlantedCorpus {
  const iso = now.toISOString();
  const labelKey = 'custom.hostile-corpus';
  const fieldKeys = { text: 'custom.hostile-text', url: 'custom.hostile-url' };
  return db.transaction(() => {
    db.prepare('UPDATE sites SET name = ? WHERE id = ?').run(`${CORPUS.emoji} ${CORPUS.html}`, siteId);
    const product = one<{ id: string; slug: string }>(
      db,
      'SELECT id, slug FROM products WHERE site_id = ? ORDER BY position LIMIT 1',
      siteId,
    );
    db.prepare('UPDATE products SET name = ? WHERE site_id = ? AND id = ?').run(
      `${CORPUS.script} ${CORPUS.zeroWidth}`,
      siteId,
      product.id,
    );
    insertDefinition(db, LABEL_TABLE, siteId, customLabel(labelKey, `${CORPUS.formula} ${CORPUS.emoji}`, iso));
    const field = (key: string, name: string, type: ExtendedFieldDoc['dataType']) =>
      insertDefinition(db, EXTENDED_FIELD_KIND, siteId, customField(key, name, type, iso));
    field(fieldKeys.text, CORPUS.script, 'TEXT');
    field(fieldKeys.url, CORPUS.bidi, 'URL');
    const memberId = plantMember(db, siteId, iso);
    const contactId = plantContact(db, siteId, labelKey, fieldKeys);
    const reviews = plantReviews(db, siteId, product.id, iso);
    const fileId = plantFile(db, siteId);
    return {
      productSlug: product.slug,
      memberId,
      contactId,
      publishedReviewId: reviews.published,
      pendingReviewId: reviews.pending,
      fileId,
      labelKey,
      fieldKeys,
    };
  })();
}
