// More rows than the small seed has, written through the API before the oracle reads them back:
// hundreds of contacts and members from small pools of names, cities, companies and labels, so
// sorts have long ties, a filter can match hundreds of rows (the contacts' index paths switch at
// 200 and 500 ids: sandbox/domains/contacts/store.ts, email-filter.ts) and emails differ in case;
// and some media files renamed to names and labels with capitals outside ASCII.
import { Prng } from '../../../sandbox/seed/prng.ts';
import type { DemoSite } from '../../contract/sdk-client.ts';
import { providerOk } from '../provider-call.ts';

const FIRST = ['Ann', 'ann', 'Bob', 'Chloé', 'Dana', 'Émile', 'Zoë', 'O’Neil', 'ANN', 'Bo'];
const LAST = ['Lee', 'lee', 'Smith', 'Müller', 'Ng', 'Okafor', 'Smithers', 'Le'];
const CITIES = ['Springfield', 'springfield', 'Berlin', 'Zürich', 'Lagos'];
const COMPANIES = ['Acme', 'acme', 'ACME Corp', 'Globex', 'Initech'];
const LABELS = ['custom.vip', 'custom.wholesale', 'custom.oracle-a', 'custom.oracle-b'];
/** Media names and labels with capitals outside ASCII (a search used to miss them as typed). */
const FILE_NAMES = ['Émile Café.jpg', 'ÖKO-Tee.png', 'Straße am Meer.jpg', 'ÉTÉ.png', 'café.jpg', 'Ünal_50%.png'];
const FILE_LABELS = ['Öko', 'Été', 'summer', 'Ärger'];

export async function addRows(
  sandboxUrl: string,
  site: DemoSite,
  opts: { contacts: number; members: number; files: number; seed: number },
): Promise<void> {
  const rng = new Prng(opts.seed);
  const post = (path: string, body: unknown) => providerOk(sandboxUrl, site, 'POST', path, body);
  // Labels exist before contacts carry them ("Label keys must exist to be added to the contact").
  for (const key of LABELS) await post('/contacts/v4/labels', { displayName: key.slice('custom.'.length) });
  for (let i = 0; i < opts.contacts; i++) {
    const first = rng.pick(FIRST);
    const emails = Array.from({ length: rng.int(0, 2) }, (_, j) => ({
      email: `${rng.chance(0.3) ? first.toUpperCase() : first.toLowerCase()}.${i}.${j}@Oracle.Test`,
    }));
    const labels = LABELS.filter(() => rng.chance(0.3));
    await post('/contacts/v4/contacts', {
      info: {
        name: { first, ...(rng.chance(0.8) && { last: rng.pick(LAST) }) },
        ...(emails.length > 0 && { emails: { items: emails } }),
        ...(rng.chance(0.5) && { phones: { items: [{ phone: `+1 555 01${rng.int(0, 99)}` }] } }),
        ...(rng.chance(0.6) && { addresses: { items: [{ address: { city: rng.pick(CITIES), country: 'US' } }] } }),
        ...(rng.chance(0.5) && { company: rng.pick(COMPANIES) }),
        ...(rng.chance(0.3) && { jobTitle: rng.pick(['Buyer', 'buyer', 'Chef']) }),
        ...(labels.length > 0 && { labelKeys: { items: labels } }),
      },
      allowDuplicates: true,
    });
  }
  const media = await post('/site-media/v1/files/search', { paging: { limit: opts.files } });
  for (const f of (media as { files: { id: string }[] }).files) {
    await providerOk(sandboxUrl, site, 'PATCH', '/site-media/v1/files/update-file-descriptor', {
      file: { id: f.id, displayName: rng.pick(FILE_NAMES), labels: FILE_LABELS.filter(() => rng.chance(0.4)) },
    });
  }
  for (let i = 0; i < opts.members; i++) {
    const first = rng.pick(FIRST);
    await post('/members/v1/members', {
      member: {
        loginEmail: `member.${opts.seed}.${i}@oracle.test`,
        profile: { nickname: `${first} ${rng.pick(LAST)}` },
        contact: { firstName: first, lastName: rng.pick(LAST) },
      },
    });
  }
}
