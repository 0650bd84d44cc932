// Records a domain event in the site's events log, in the provider's envelope shape. Call it inside
// the same transaction as the change, so a change and its event commit together. Seeding and
// imports write rows directly and record nothing (they must not fire webhooks).
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open.ts';

export type DomainEventInput =
  | { entityFqdn: string; slug: 'created'; entityId: string; entity: unknown }
  | { entityFqdn: string; slug: 'updated'; entityId: string; entity: unknown; modifiedFields?: Record<string, unknown> }
  | { entityFqdn: string; slug: 'deleted'; entityId: string; entity?: unknown }
  /** Any other slug is an action event (e.g. `moderation_status_changed`, `merged`, `published`). */
  | { entityFqdn: string; slug: string; entityId: string; body: unknown };

export interface DomainEventEnvelope {
  id: string;
  entityFqdn: string;
  slug: string;
  entityId: string;
  eventTime: string;
  triggeredByAnonymizeRequest: false;
  createdEvent?: { entity: unknown };
  updatedEvent?: { currentEntity: unknown; modifiedFields?: Record<string, unknown> };
  deletedEvent?: { deletedEntity?: unknown };
  actionEvent?: { body: unknown };
}

type Listener = (siteId: string) => void;
const listeners = new Set<Listener>();

/** Webhook delivery subscribes here; it is told after the event is written (read it from the table). */
export function onEventRecorded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function toEnvelope(input: DomainEventInput, id: string, eventTime: string): DomainEventEnvelope {
  const base = {
    id,
    entityFqdn: input.entityFqdn,
    slug: input.slug,
    entityId: input.entityId,
    eventTime,
    triggeredByAnonymizeRequest: false as const,
  };
  if ('body' in input) return { ...base, actionEvent: { body: input.body } };
  if (input.slug === 'created') return { ...base, createdEvent: { entity: input.entity } };
  if (input.slug === 'updated')
    return {
      ...base,
      updatedEvent: {
        currentEntity: input.entity,
        ...(input.modifiedFields ? { modifiedFields: input.modifiedFields } : {}),
      },
    };
  return { ...base, deletedEvent: input.entity === undefined ? {} : { deletedEntity: input.entity } };
}

/**
 * Tells the listeners a site has events to deliver (a new one, or again: the console's "send again"),
 * after the current transaction (if any) has finished.
 */
export function notifyEventListeners(siteId: string): void {
  setImmediate(() => {
    for (const l of listeners) l(siteId);
  });
}

export function recordEvent(
  db: Db,
  siteId: string,
  input: DomainEventInput,
  now: Date = new Date(),
): DomainEventEnvelope {
  const envelope = toEnvelope(input, randomUUID(), now.toISOString());
  db.prepare(
    'INSERT INTO events (site_id, id, entity_fqdn, slug, entity_id, event_time, envelope) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    siteId,
    envelope.id,
    envelope.entityFqdn,
    envelope.slug,
    envelope.entityId,
    envelope.eventTime,
    JSON.stringify(envelope),
  );
  notifyEventListeners(siteId);
  return envelope;
}
