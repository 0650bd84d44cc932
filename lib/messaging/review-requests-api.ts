import { z } from 'zod';
import { RetrySince } from './retry-since';
import { message, type ApiSpec } from './protocol/define-api';
import { GUID_PATTERN } from './wire/ids';
import {
  CancelScope,
  CatalogItemId,
  ContactId,
  ReviewRequestStatusFilter,
  type ContactMatch,
  type ProductMatch,
  type ReviewRequestPage,
  type ReviewRequestSummary,
} from './review-requests';
import type { ReviewedItem } from './reviews';

const SiteScoped = z.object({ siteId: z.string().regex(GUID_PATTERN, 'must be a site id (a GUID)') });

/** The review request tools (Reviews area, "Requests"): admin API. */
export const reviewRequestsApi = {
  'reviewRequests.list': message(
    SiteScoped.extend({
      status: ReviewRequestStatusFilter.nullish(),
      cursor: z.string().max(16000).nullish(),
    }).strict(),
  ).returns<ReviewRequestPage>(),
  'reviewRequests.schedule': message(
    SiteScoped.extend({
      contactId: ContactId,
      itemId: CatalogItemId,
      /** When the email goes out; in the past or now means as soon as possible. */
      sendDate: z.iso.datetime({ offset: true }),
      retrySince: RetrySince,
    }).strict(),
  ).returns<ReviewRequestSummary>(),
  /** How many SCHEDULED requests a cancel would touch (the confirmation's count). */
  'reviewRequests.countCancelable': message(SiteScoped.extend({ scope: CancelScope }).strict()).returns<{
    count: number;
  }>(),
  'reviewRequests.cancel': message(SiteScoped.extend({ scope: CancelScope }).strict()).returns<{ jobId: string }>(),
  /** Contacts whose primary email starts with the text (at most 10). */
  'reviewRequests.findContacts': message(
    SiteScoped.extend({ email: z.string().trim().min(2).max(100) }).strict(),
  ).returns<ContactMatch[]>(),
  /** Store products whose name has the text (the item picker's choices; at most 10). */
  'reviewRequests.findProducts': message(
    SiteScoped.extend({ name: z.string().trim().min(1).max(100) }).strict(),
  ).returns<ProductMatch[]>(),
  /** Names (and pages) of store products by id: the picked or pasted item, shown by name. */
  'reviewRequests.productNames': message(
    SiteScoped.extend({ ids: z.array(CatalogItemId).min(1).max(20) }).strict(),
  ).returns<Record<string, ReviewedItem>>(),
} satisfies ApiSpec;
