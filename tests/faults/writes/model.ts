// The intended state of a scripted admin session under faults: what each write the admin made
// should have left, so the provider's state can be compared with it exactly at the end.

export interface IntendedState {
  /** Review id → the decision the admin made last (one by one or in bulk). */
  reviews: Map<string, 'APPROVED' | 'REJECTED'>;
  /** Review id → the reply the admin saved last. */
  replies: Map<string, string>;
  /** Email of each contact the admin created (each exactly once). */
  createdContacts: Set<string>;
  /** Contact id → the company the admin saved last. */
  companies: Map<string, string>;
  /** Member id → the activity status the admin set last. */
  activity: Map<string, 'ACTIVE' | 'MUTED'>;
  /** Member id → the access status the admin set last (block, unblock). */
  memberStatus: Map<string, 'APPROVED' | 'BLOCKED'>;
  /** Contact id → label display name → whether the contact should carry it. */
  labels: Map<string, Map<string, boolean>>;
  /** Display names of labels the admin created from a contact's card (each must exist exactly once). */
  createdLabels: Set<string>;
  /** Contact id → how many review requests the admin scheduled for them. */
  requests: Map<string, number>;
  /** Review requests the admin canceled. */
  canceledRequests: Set<string>;
  /** Media file id → the display name the admin saved last. */
  fileNames: Map<string, string>;
  /** Media file id → in the trash bin or not, as the admin left it. */
  fileStates: Map<string, 'OK' | 'DELETED'>;
}

export const emptyIntent = (): IntendedState => ({
  reviews: new Map(),
  replies: new Map(),
  createdContacts: new Set(),
  companies: new Map(),
  activity: new Map(),
  memberStatus: new Map(),
  labels: new Map(),
  createdLabels: new Set(),
  requests: new Map(),
  canceledRequests: new Set(),
  fileNames: new Map(),
  fileStates: new Map(),
});
