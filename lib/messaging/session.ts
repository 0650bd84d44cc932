import { z } from 'zod';

/** What the UI may know about the connection: never a credential itself. */
export const SessionState = z.object({
  connection: z
    .object({
      kind: z.enum(['sandbox', 'api-key']),
      /** The local sandbox's host and port; null for a Wix account. The UI words the connection. */
      sandboxHost: z.string().nullable(),
      accountId: z.string(),
      /** Sites on which the admin's own Wix app identity is connected too. */
      appSiteIds: z.array(z.string()),
    })
    .nullable(),
  /** Development builds know where the local sandbox usually runs. */
  sandboxUrl: z.string().nullable(),
});
export type SessionState = z.infer<typeof SessionState>;

/** Only loopback sandboxes: a sandbox hands out API keys, so it must be the developer's own. */
export const SandboxUrl = z
  .string()
  .url()
  .refine(
    (u) => /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/?$/.test(u),
    'must be http://127.0.0.1:<port> or http://localhost:<port>',
  );
