// Demo tasks on a site's contacts, from their own PRNG stream (so the rest of the seed stays as it
// was): open ones (one without a contact), one overdue, some completed, all by the site's owner.
// Open tasks are due a year or more after the seed's base date, so moving the sandbox clock by days
// never makes them overdue; the overdue one was due before it (load.ts marks its event as sent:
// seeding records no events).
import type { ContactDoc } from '../domains/contacts/contact-doc.ts';
import type { TaskDoc, TaskStatus } from '../domains/tasks/task-doc.ts';
import { isoDaysAgo, type Prng } from './prng.ts';

const TITLES = [
  'Call back about the order',
  'Send the wholesale price list',
  'Follow up on the review',
  'Confirm the delivery address',
  'Book a tasting visit',
  'Thank them for the referral',
  'Ask about the event catering',
  'Check the returned parcel',
] as const;

const DESCRIPTIONS = [
  'They asked to be called in the afternoon.',
  'Mention the seasonal discount.',
  'Reply from the owner, not the shop account.',
  'Last two parcels came back undelivered.',
] as const;

type Plan = { status: TaskStatus; when: 'open' | 'overdue' | 'done'; contact: boolean };

export function seedTasks(rng: Prng, opts: { count: number; contacts: ContactDoc[]; ownerUserId: string }): TaskDoc[] {
  const named = opts.contacts.filter((c) => c.info.name.first);
  const plan: Plan[] = [
    { status: 'ACTION_NEEDED', when: 'open', contact: true },
    { status: 'ACTION_NEEDED', when: 'open', contact: true },
    { status: 'ACTION_NEEDED', when: 'open', contact: false },
    { status: 'ACTION_NEEDED', when: 'overdue', contact: true },
    { status: 'COMPLETED', when: 'done', contact: true },
    { status: 'COMPLETED', when: 'done', contact: true },
  ];
  while (plan.length < opts.count) {
    plan.push(
      rng.chance(0.6)
        ? { status: 'ACTION_NEEDED', when: 'open', contact: true }
        : { status: 'COMPLETED', when: 'done', contact: true },
    );
  }
  return plan.slice(0, opts.count).map(({ status, when, contact }): TaskDoc => {
    const age = rng.int(3, 60) + rng.next();
    const createdDate = isoDaysAgo(age);
    const dueDate =
      when === 'open'
        ? isoDaysAgo(-(365 + rng.int(0, 365)))
        : when === 'overdue'
          ? isoDaysAgo(rng.int(1, 2))
          : isoDaysAgo(Math.max(age - rng.int(1, 3), 0.5));
    const updatedDate = status === 'COMPLETED' ? isoDaysAgo(Math.max(age - rng.int(1, 3), 0.25)) : createdDate;
    const who = contact && named.length > 0 ? rng.pick(named) : undefined;
    const description = rng.chance(0.6) ? rng.pick(DESCRIPTIONS) : undefined;
    return {
      id: rng.guid(),
      revision: status === 'COMPLETED' ? '2' : '1',
      title: rng.pick(TITLES),
      ...(description && { description }),
      createdDate,
      updatedDate,
      dueDate,
      status,
      source: { sourceType: 'USER', userId: opts.ownerUserId },
      ...(who && { contact: { id: who.id } }),
    };
  });
}
