// The intended state of a scripted admin session under faults: what each write the admin made
// should have left, so the provider's state can be compared with it exactly at the end.

export interface IntendedState {
  /** Review id → the decision the admin made last. */
  reviews: Map<string, 'APPROVED' | 'REJECTED'>;
  /** Review id → the reply the admin saved last. */
  replies: Map<string, string>;
  /** Email of each contact the admin created (each exactly once). */
  createdContacts: Set<string>;
  /** Contact id → the company the admin saved last. */
  companies: Map<string, string>;
  /** Member id → the activity status the admin set last. */
  activity: Map<string, 'ACTIVE' | 'MUTED'>;
  /** Contact id → how many review requests the admin scheduled for them. */
  requests: Map<string, number>;
}

export const emptyIntent = (): IntendedState => ({
  reviews: new Map(),
  replies: new Map(),
  createdContacts: new Set(),
  companies: new Map(),
  activity: new Map(),
  requests: new Map(),
});
