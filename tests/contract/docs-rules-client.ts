// One SDK client with every module the docs-rules contract tests drive: the crm modules,
// review requests and site media, for one sandbox per file.
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { contacts, extendedFields, labels } from '@wix/crm';
import { files } from '@wix/media';
import { reviewRequests } from '@wix/reviews';
import { sandboxFetch } from './sdk-client.ts';

export function docsRulesClient(sandboxUrl: string, auth: { apiKey: string; siteId: string }) {
  return createClient({
    modules: { contacts, labels, extendedFields, files, reviewRequests },
    auth: ApiKeyStrategy({ apiKey: auth.apiKey, siteId: auth.siteId }),
    fetch: sandboxFetch(sandboxUrl),
  });
}
