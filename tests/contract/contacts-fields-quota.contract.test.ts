// A site may have 100 custom extended fields: Find Or Create Extended Field for a 101st is refused
// with 429 and the application code the SDK's typings declare, FIELDS_QUOTA_EXCEEDED; finding one
// that exists still answers, and deleting one makes room again.
import { describe, expect, it } from 'vitest';
import { crmClient, must } from './contacts-helpers.ts';
import { useSandbox } from './harness.ts';
import { sdkError } from './sdk-client.ts';

const { client } = useSandbox({ client: crmClient });

const customCount = async () =>
  must((await client.extendedFields.listExtendedFields({ fieldType: 'USER_DEFINED', paging: { limit: 1000 } })).fields)
    .length;

describe('the custom fields quota', () => {
  it('refuses the 101st custom field with 429 FIELDS_QUOTA_EXCEEDED', async () => {
    for (let i = (await customCount()) + 1; i <= 100; i++)
      await client.extendedFields.findOrCreateExtendedField(`Quota field ${i}`, 'TEXT');
    expect(await customCount()).toBe(100);
    const refused = await sdkError(client.extendedFields.findOrCreateExtendedField('One too many', 'TEXT'));
    expect(refused.status).toBe(429);
    expect(refused.details.applicationError?.code).toBe('FIELDS_QUOTA_EXCEEDED');
    expect(await customCount()).toBe(100);
    // An existing one is found, not created: no quota to pass.
    const found = await client.extendedFields.findOrCreateExtendedField('Quota field 100', 'TEXT');
    expect(found.newField).toBe(false);
    await client.extendedFields.deleteExtendedField(must(found.field?.key));
    expect((await client.extendedFields.findOrCreateExtendedField('One too many', 'TEXT')).newField).toBe(true);
  });
});
