/** How a checkout ended, whichever gateway ran it. */
export type CheckoutOutcome =
  | { kind: 'paid'; paymentId: string; orderId: string; signature: string }
  | { kind: 'declined'; description: string | undefined }
  | { kind: 'dismissed' }
  | { kind: 'unavailable' };
