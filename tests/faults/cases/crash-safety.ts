// Crash safety: the sandbox CLI on a file db gets a burst of writes across domains from 8 lanes
// (contacts created and updated, labels made and put on contacts, reviews approved or rejected, members
// created), is SIGKILLed in the middle of it, and starts again on the same file. Every write that
// was acknowledged (a 2xx arrived) must be there after the restart, read back through the API.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Prng } from '../../../sandbox/seed/prng.ts';
import { crmClient } from '../../contract/contacts-helpers.ts';
import { killSandboxCli, startSandboxCli, type SandboxChild } from '../../contract/sandbox-cli.ts';
import { demoSites, sdkClient, type DemoSite } from '../../contract/sdk-client.ts';
import type { FaultCase, FaultCaseResult } from '../case.ts';
import { providerOk } from '../provider-call.ts';
import { faultSeed } from '../seed.ts';

const LANES = 8;
/** Kill once this many writes were acknowledged (a seeded share of it), or after KILL_AFTER_MS. */
const KILL_AT_ACKS = 400;
const KILL_AFTER_MS = 8000;

type Kind =
  'contact.create' | 'contact.update' | 'label.create' | 'contact.label' | 'review.moderate' | 'member.create';
const KINDS: readonly Kind[] = [
  'contact.create',
  'contact.update',
  'label.create',
  'contact.label',
  'review.moderate',
  'member.create',
];

/** What an acknowledged write left behind, checked against the restarted sandbox. */
type Expectation =
  | { kind: 'contact'; id: string }
  | { kind: 'jobTitle'; contactId: string; step: number }
  | { kind: 'label'; key: string }
  | { kind: 'contactLabel'; contactId: string; key: string }
  | { kind: 'moderation'; reviewId: string; status: 'APPROVED' | 'REJECTED' }
  | { kind: 'member'; id: string };

type Clients = { crm: ReturnType<typeof crmClient>; sdk: ReturnType<typeof sdkClient> };
const clientsFor = (url: string, site: DemoSite): Clients => {
  const auth = { apiKey: site.apiKey, siteId: site.id };
  return { crm: crmClient(url, auth), sdk: sdkClient(url, auth) };
};

/** One lane's own records, so its writes never race another lane's (revisions, moderation). */
interface Lane {
  contactId: string;
  revision: number;
  step: number;
  reviews: { id: string; status: 'APPROVED' | 'REJECTED' }[];
  labels: string[];
}

/** Reviews of the site with the status that changes them (pending ones first). */
async function reviewsToModerate(
  url: string,
  site: DemoSite,
): Promise<{ id: string; status: 'APPROVED' | 'REJECTED' }[]> {
  const page = await providerOk<{ reviews: { id: string; moderation: { moderationStatus: string } }[] }>(
    url,
    site,
    'POST',
    '/reviews/v1/reviews/query',
    { query: { cursorPaging: { limit: 100 } }, returnPrivateReviews: true },
  );
  return page.reviews.map((r) => ({
    id: r.id,
    status: r.moderation.moderationStatus === 'APPROVED' ? 'REJECTED' : 'APPROVED',
  }));
}

async function seededContacts(url: string, site: DemoSite): Promise<{ id: string; revision: number }[]> {
  const page = await providerOk<{ contacts: { id: string; revision: number; memberInfo?: unknown }[] }>(
    url,
    site,
    'POST',
    '/contacts/v4/contacts/query',
    { query: { paging: { limit: 100 } } },
  );
  // Members' contacts follow their member; plain contacts are the lane's own to update.
  return page.contacts.filter((c) => !c.memberInfo).map((c) => ({ id: c.id, revision: c.revision }));
}

async function verify(c: Clients, e: Expectation): Promise<string | null> {
  const missing = (what: string) => `${what} (${JSON.stringify(e)})`;
  try {
    switch (e.kind) {
      case 'contact':
        return (await c.crm.contacts.getContact(e.id))._id === e.id ? null : missing('contact not found');
      case 'jobTitle': {
        const title = (await c.crm.contacts.getContact(e.contactId)).info?.jobTitle ?? '';
        const step = Number(/^crash-(\d+)$/.exec(title)?.[1] ?? -1);
        // A later write may have committed without its answer arriving; an earlier value is a lost write.
        return step >= e.step ? null : missing(`job title is "${title}"`);
      }
      case 'label':
        return (await c.crm.labels.getLabel(e.key)).key === e.key ? null : missing('label not found');
      case 'contactLabel': {
        const keys = (await c.crm.contacts.getContact(e.contactId)).info?.labelKeys?.items ?? [];
        return keys.includes(e.key) ? null : missing('label not on the contact');
      }
      case 'moderation': {
        const r = await c.sdk.reviews.getReview(e.reviewId, { returnPrivateReviews: true });
        const status = r?.moderation?.moderationStatus;
        return status === e.status ? null : missing(`review is ${status}`);
      }
      case 'member':
        return (await c.sdk.members.getMember(e.id))?._id === e.id ? null : missing('member not found');
    }
  } catch (err) {
    return missing(`read failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

const byKind = (acked: readonly Expectation[]): string => {
  const counts = new Map<string, number>();
  for (const e of acked) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1);
  return [...counts].map(([k, v]) => `${k} ${v}`).join(' / ');
};

async function run(): Promise<FaultCaseResult> {
  const seed = faultSeed('crash safety', 20);
  const rng = new Prng(seed);
  const dir = mkdtempSync(join(tmpdir(), 'sitekeeper-crash-'));
  const dbPath = join(dir, 'sandbox.db');
  let cli: SandboxChild | undefined;
  try {
    cli = await startSandboxCli(dbPath);
    const site = (await demoSites(cli.url))[0]!;
    const clients = clientsFor(cli.url, site);
    const contacts = await seededContacts(cli.url, site);
    const reviews = await reviewsToModerate(cli.url, site);
    if (contacts.length < LANES) throw new Error(`only ${contacts.length} plain contacts to update`);
    const lanes: Lane[] = Array.from({ length: LANES }, (_, i) => ({
      contactId: contacts[i]!.id,
      revision: contacts[i]!.revision,
      step: 0,
      reviews: reviews.filter((_, j) => j % LANES === i),
      labels: [],
    }));

    const acked: Expectation[] = [];
    let sent = 0;
    let inFlight = 0;
    let killed = false;
    let n = 0;
    const plan = Array.from({ length: 10_000 }, () => rng.pick(KINDS));

    /** One write; answers what it leaves behind once acknowledged. */
    const write = async (lane: Lane, kind: Kind, i: number): Promise<Expectation | undefined> => {
      const { crm, sdk } = clients;
      switch (kind) {
        case 'contact.create': {
          const r = await crm.contacts.createContact({
            name: { first: `Crash ${i}` },
            emails: { items: [{ email: `crash.${seed}.${i}@crash.example` }] },
          });
          return { kind: 'contact', id: r.contact!._id! };
        }
        case 'contact.update': {
          const step = ++lane.step;
          const r = await crm.contacts.updateContact(lane.contactId, { jobTitle: `crash-${step}` }, lane.revision);
          lane.revision = r.contact!.revision!;
          return { kind: 'jobTitle', contactId: lane.contactId, step };
        }
        case 'label.create': {
          const r = await crm.labels.findOrCreateLabel(`Crash ${seed} ${i}`);
          lane.labels.push(r.label!.key!);
          return { kind: 'label', key: r.label!.key! };
        }
        case 'contact.label': {
          const key = lane.labels.pop();
          if (!key) return undefined;
          const r = await crm.contacts.labelContact(lane.contactId, [key]);
          lane.revision = r.contact!.revision!;
          return { kind: 'contactLabel', contactId: lane.contactId, key };
        }
        case 'review.moderate': {
          const review = lane.reviews.pop();
          if (!review) return undefined;
          await sdk.reviews.updateModerationStatus(review.id, { status: review.status });
          return { kind: 'moderation', reviewId: review.id, status: review.status };
        }
        case 'member.create': {
          const m = await sdk.members.createMember({
            member: { loginEmail: `crash.member.${seed}.${i}@crash.example`, profile: { nickname: `Crash ${i}` } },
          });
          return { kind: 'member', id: m._id! };
        }
      }
    };

    const runLane = async (lane: Lane): Promise<void> => {
      while (!killed) {
        const i = n++;
        const kind = plan[i % plan.length]!;
        // A lane out of reviews or labels skips that kind (no call, nothing sent).
        if (
          (kind === 'review.moderate' && lane.reviews.length === 0) ||
          (kind === 'contact.label' && lane.labels.length === 0)
        )
          continue;
        sent++;
        inFlight++;
        try {
          const e = await write(lane, kind, i);
          if (e) acked.push(e);
        } catch {
          // The process died with the call open (or refused it): not acknowledged, nothing promised.
          if (!killed) throw new Error(`write ${kind} failed before the kill`);
        } finally {
          inFlight--;
        }
      }
    };

    const killAt = Math.round(KILL_AT_ACKS * (0.5 + rng.next() / 2));
    const running = Promise.allSettled(lanes.map(runLane));
    const started = Date.now();
    while (acked.length < killAt && Date.now() - started < KILL_AFTER_MS) await new Promise((r) => setTimeout(r, 5));
    const inFlightAtKill = inFlight;
    cli.child.kill('SIGKILL');
    killed = true;
    const signal = await cli.exited;
    const laneErrors = (await running).flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));

    cli = await startSandboxCli(dbPath);
    const after = clientsFor(cli.url, (await demoSites(cli.url))[0]!);
    const problems: string[] = [];
    for (const e of acked) {
      const p = await verify(after, e);
      if (p) problems.push(p);
    }
    const failures = [
      ...(signal === 'SIGKILL' ? [] : [`the sandbox ended with ${signal}, not SIGKILL`]),
      ...(inFlightAtKill > 0 ? [] : ['no write was in flight at the kill']),
      ...laneErrors,
      ...problems.slice(0, 20),
    ];
    return {
      name: 'crash safety',
      passed: failures.length === 0 && acked.length > 0,
      figures: {
        seed,
        sent,
        acknowledged: acked.length,
        'in flight at kill': inFlightAtKill,
        'present after restart': acked.length - problems.length,
        lost: problems.length,
        'acknowledged by kind': byKind(acked),
      },
      failures,
    };
  } finally {
    killSandboxCli(cli);
    rmSync(dir, { recursive: true, force: true });
  }
}

export const faultCase: FaultCase = { name: 'crash safety', run };
