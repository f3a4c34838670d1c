import { describe, expect, it } from 'vitest';
import { checkoutToast, paymentToasts } from './paymentMessages';

describe('payment messages (public-area §8)', () => {
  it('shows the gateway’s reason for a decline, or the fallback when it gave none', () => {
    expect(checkoutToast({ kind: 'declined', description: 'Your bank declined this payment.' })).toEqual({
      title: 'Payment Failed',
      description: 'Your bank declined this payment.',
      variant: 'error',
    });
    expect(checkoutToast({ kind: 'declined', description: undefined })?.description).toBe('There was an issue with your payment. Please try again.');
    expect(checkoutToast({ kind: 'declined', description: '  ' })?.description).toBe('There was an issue with your payment. Please try again.');
  });

  it('says the gateway could not load, that something broke, and nothing when the student closed the checkout', () => {
    expect(checkoutToast({ kind: 'unavailable' })).toMatchObject({ title: 'Payment Failed', description: 'Could not load payment gateway. Please try again.' });
    expect(checkoutToast({ kind: 'failed' })).toMatchObject({ title: 'Payment Error', description: 'There was an issue processing your payment. Please try again.' });
    expect(checkoutToast({ kind: 'dismissed' })).toBeNull();
  });

  it('prefers the server’s reason for a refused order or verification, with the spec’s fallbacks', () => {
    expect(paymentToasts.orderFailed(undefined)).toMatchObject({ title: 'Failed to create order', description: 'Could not create payment order' });
    expect(paymentToasts.orderFailed('That slot was just taken')).toMatchObject({ description: 'That slot was just taken' });
    expect(paymentToasts.verifyFailed(undefined)).toMatchObject({ title: 'Payment Verification Failed', description: 'Could not verify payment' });
    expect(paymentToasts.confirmed).toMatchObject({ title: 'Booking Confirmed!', description: 'Payment Successful' });
  });

  it('tells a booking with nothing to pay, confirmed or still being booked, without a word of a payment', () => {
    for (const message of [paymentToasts.bookedFree, paymentToasts.freeProcessing]) {
      expect(message.description).toMatch(/^Your coupon covered the whole price, so there is nothing to pay\./);
      expect(`${message.title} ${message.description}`).not.toMatch(/payment/i);
    }
    expect(paymentToasts.bookedFree.title).toBe('Booking Confirmed!');
    expect(paymentToasts.freeProcessing.title).toBe('Booking received');
  });
});
