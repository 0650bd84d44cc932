import { z } from 'zod';

/** A connected account as the UI may know it: never a credential itself. */
export const AccountConnection = z.object({
  kind: z.enum(['sandbox', 'api-key']),
  accountId: z.string(),
  /** What the admin calls it (null: named before names were asked; the UI words it). */
  name: z.string().nullable(),
  /** The local sandbox's host and port; null for a Wix account. The UI words the connection. */
  sandboxHost: z.string().nullable(),
});
export type AccountConnection = z.infer<typeof AccountConnection>;

/** What the UI may know about the connections. */
export const SessionState = z.object({
  /** The connected accounts, in the order they were connected (empty: not connected). */
  connections: z.array(AccountConnection),
  /** Sites on which the admin's own Wix app identity is connected too. */
  appSiteIds: z.array(z.string()),
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

/** What the admin calls an account: 1–60 characters of plain text. */
export const AccountName = z.string().trim().min(1).max(60);
