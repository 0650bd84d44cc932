// The provider's member enums as string unions, taken from the SDK's own declarations (types only:
// erased at build, so no SDK code reaches the panel). A label map keyed by one of these stops
// compiling when an SDK update adds a value; tests/unit/members/labels.test.ts checks the same at
// run time against the SDK's runtime enums. docs/product.md §3.1 lists both readings.
import type { authentication, members } from '@wix/members';

/** A member's access status (Members API). */
export type MemberStatus = `${members.Status}`;
/** The second reading of the same status (the site-member authentication API). */
export type SiteMemberStatus = `${authentication.SiteMemberStatus}`;
/** Who sees the member's profile (Members API). */
export type MemberPrivacyStatus = `${members.PrivacyStatusStatus}`;
/** The second reading of privacy (the site-member authentication API). */
export type SiteMemberPrivacyStatus = `${authentication.SiteMemberPrivacyStatus}`;
/** Whether the member may write in the community (Members API). */
export type MemberActivityStatus = `${members.ActivityStatusStatus}`;
