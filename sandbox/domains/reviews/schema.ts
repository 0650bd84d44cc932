// Reviews schema additions (migration 040-reviews-author): the author's contact as an indexed
// generated column, for the one-review-per-author-and-entity rule and author.contactId filters.
export const reviewsAuthorSchema = /* sql */ `
ALTER TABLE reviews ADD COLUMN author_contact_id TEXT GENERATED ALWAYS AS (json_extract(doc, '$.author.contactId')) VIRTUAL;
CREATE INDEX reviews_author_entity ON reviews(site_id, author_contact_id, namespace, entity_id);
`;
