// Request schemas of the redirect-session intents that lead to a Wix page other than login
// (checkouts, a product, the bookings page, a payment request), with the callbacks and the
// preferences every intent may carry (docs/provider-contract.md §2.4). Required fields and limits
// are the ones the provider's reference marks (the SDK's typings say the same:
// node_modules/@wix/auto_sdk_redirects_redirects/build/cjs/index.typings.d.ts).
import { z } from 'zod';
import { guid } from '../../http/schemas.ts';
import { isAcceptableRedirectUrl } from './callback-url.ts';

/** A callback URL: absolute, not a scheme that runs code or reads files, at most 2048 characters. */
export const callbackUrl = () =>
  z
    .string()
    .max(2048)
    .refine(isAcceptableRedirectUrl, { message: 'must be an absolute URL (not javascript:, data: or file:)' });

export const callbacksSchema = z.looseObject({
  postFlowUrl: callbackUrl().nullish(),
  thankYouPageUrl: callbackUrl().nullish(),
  loginUrl: callbackUrl().nullish(),
  bookingsServiceListUrl: callbackUrl().nullish(),
  cartPageUrl: callbackUrl().nullish(),
  planListUrl: callbackUrl().nullish(),
});

export const preferencesSchema = z.looseObject({
  useGenericWixPages: z.boolean().nullish(),
  maintainIdentity: z.boolean().nullish(),
  additionalQueryParameters: z.record(z.string().max(100), z.string().max(2048)).nullish(),
  checkIfPublish: z.boolean().nullish(),
});

const named = z.looseObject({ id: z.string().nullish(), name: z.string().max(500).nullish() });

/** The slot a bookings checkout starts from; the sandbox reads only what its page shows. */
const slotAvailability = z.looseObject({
  slot: z
    .looseObject({
      serviceId: z.string().max(100).nullish(),
      scheduleId: z.string().max(100).nullish(),
      eventId: z.string().min(36).max(250).nullish(),
      startDate: z.string().max(100).nullish(),
      endDate: z.string().max(100).nullish(),
      timezone: z.string().max(100).nullish(),
      resource: named.nullish(),
      location: named.nullish(),
    })
    .nullish(),
  bookable: z.boolean().nullish(),
  openSpots: z.number().nullish(),
  totalSpots: z.number().nullish(),
});

/** Each page intent's body; `<b>Required</b>` fields of the reference are required here. */
export const pageIntentSchemas = {
  ecomCheckout: z.looseObject({ checkoutId: guid() }),
  eventsCheckout: z.looseObject({ reservationId: guid(), eventSlug: z.string().min(1).max(150) }),
  paidPlansCheckout: z.looseObject({ planId: guid(), checkoutData: z.string().max(2048).nullish() }),
  bookingsCheckout: z.looseObject({ slotAvailability, timezone: z.string().max(40).nullish() }),
  storesProduct: z.looseObject({ productSlug: z.string().min(1).max(150) }),
  bookingsBook: z.looseObject({ resourceId: guid().nullish() }),
  ecomOrderPaymentRequest: z.looseObject({ paymentRequestId: guid() }),
} as const;

export type PageIntentName = keyof typeof pageIntentSchemas;
export const PAGE_INTENTS = Object.keys(pageIntentSchemas) as PageIntentName[];
export type Callbacks = z.output<typeof callbacksSchema>;
export type Preferences = z.output<typeof preferencesSchema>;
