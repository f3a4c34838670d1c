/** How a checkout ended, whichever gateway ran it. */
export type CheckoutOutcome =
  | { kind: 'paid'; paymentId: string; orderId: string; signature: string }
  /** The gateway refused the payment; `description` is its reason, when it gave one. */
  | { kind: 'declined'; description: string | undefined }
  /** The student closed the checkout without paying. */
  | { kind: 'dismissed' }
  /** The gateway's checkout could not be loaded. */
  | { kind: 'unavailable' }
  /** The checkout broke on the way (a network failure while approving, say). */
  | { kind: 'failed' };
