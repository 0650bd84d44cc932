// The member domain's application errors (codes documented in sandbox/README.md, "Members").
import { applicationError, notFound, type ProviderError } from '../../http/errors.ts';

export const memberNotFound = (id: string): ProviderError => notFound('Member', id);

/** Another member of the site already logs in with this email (compared case-insensitively). */
export const emailAlreadyExists = (loginEmail: string): ProviderError =>
  applicationError(409, 'EMAIL_ALREADY_EXISTS', `A member with login email ${loginEmail} already exists`, {
    loginEmail,
  });

/** The SDK's own code for this case (UpdateMemberSlugApplicationErrors). */
export const slugAlreadyExists = (slug: string): ProviderError =>
  applicationError(409, 'SLUG_ALREADY_EXISTS', `Slug ${slug} is already taken`, { slug });

/** FAILED_PRECONDITION: the member's current state does not allow the action (e.g. a disconnected member). */
export const transitionNotAllowed = (memberId: string, action: string, status: string): ProviderError =>
  applicationError(428, 'MEMBER_STATUS_TRANSITION_NOT_ALLOWED', `Cannot ${action} a member whose status is ${status}`, {
    memberId,
    action,
    status,
  });
