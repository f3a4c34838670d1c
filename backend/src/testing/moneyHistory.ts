// Money histories for the ledger's properties (moneyAgrees.property.int.spec.ts): bookings paid with or without a
// coupon (some paying the whole price), second captures given back, reschedules and cancellations refunded up to 40
// days later, many near an India month's start; appended to their booking streams in interleaved pieces; a gateway
// that recorded what the log says; and plain sums by India day as the oracle.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import { bookingStream } from '../modules/bookings';
import type { EventStore, NewEvent } from '../platform/eventStore/eventStore';
import type { GatewayPayment, GatewayRefund, PaymentGateway } from '../platform/payments/paymentGateway';
import { bookingRequestedData } from './bookingRequested';

export const now = new Date('2027-01-15T12:00:00Z');
export const firstDay = '2026-10-01';
const MINUTE = 60_000;

/** An instant from 1 October to `now`; half of them within an hour of an India month's start (18:30 UTC the day before). */
export const instant: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: Date.parse('2026-09-30T18:30:00Z'), max: now.getTime() - 60 * MINUTE }),
  fc.record({ month: fc.constantFrom(10, 11, 12), minutes: fc.integer({ min: -60, max: 60 }) }).map(({ month, minutes }) => Date.UTC(2026, month, 1) - 330 * MINUTE + minutes * MINUTE),
);

export interface Plan {
  pricePaise: number;
  coupon: null | { code: string; percent: number };
  start: number;
  secondCapture: boolean;
  reschedules: number;
  end: 'kept' | 'cancelled-refunded' | 'cancelled-refund-due' | 'cancelled-no-refund';
  /** Minutes from one money event to the next: up to 40 days, so a refund often lands in a later month. */
  gaps: [number, number];
}

export const plan: fc.Arbitrary<Plan> = fc.record({
  pricePaise: fc.integer({ min: 100, max: 500_000 }),
  coupon: fc.option(fc.record({ code: fc.constantFrom('TENOFF', 'HALF', 'FREE'), percent: fc.constantFrom(10, 50, 100) }), { nil: null }),
  start: instant,
  secondCapture: fc.boolean(),
  reschedules: fc.integer({ min: 0, max: 2 }),
  end: fc.constantFrom('kept', 'cancelled-refunded', 'cancelled-refund-due', 'cancelled-no-refund'),
  gaps: fc.tuple(fc.integer({ min: 0, max: 40 * 24 * 60 }), fc.integer({ min: 0, max: 40 * 24 * 60 })),
});

export interface Generated {
  bookingId: string;
  coupon: string | null;
  events: NewEvent[];
}

export function historyOf(p: Plan): Generated {
  const bookingId = randomUUID();
  const orderId = `order_${bookingId}`;
  const discountPaise = p.coupon ? Math.floor((p.pricePaise * p.coupon.percent) / 100) : 0;
  const amountPaise = p.pricePaise - discountPaise;
  let time = p.start;
  const at = (minutesLater = 1) => {
    time = Math.min(time + minutesLater * MINUTE, now.getTime());
    return { at: new Date(time).toISOString() };
  };
  const e = (type: string, data: Record<string, unknown>, minutesLater?: number): NewEvent => ({ type, data: { bookingId, ...data }, metadata: at(minutesLater) });
  const startsAt = new Date(p.start + 10 * 86_400_000).toISOString();
  const events: NewEvent[] = [
    {
      type: 'BookingRequested',
      data: bookingRequestedData({
        bookingId,
        startsAt,
        pricePaise: p.pricePaise,
        holdUntil: new Date(p.start + 15 * MINUTE).toISOString(),
        packageType: 'advanced',
        coupon: p.coupon ? { code: p.coupon.code, discountPaise } : null,
      }),
      metadata: at(0),
    },
  ];
  const paymentId = `pay_${bookingId}`;
  if (amountPaise === 0) {
    events.push(e('BookingConfirmed', { paymentId: null, amountPaise: 0, couponCode: p.coupon?.code ?? null }));
  } else {
    events.push(
      e('PaymentOrderCreated', { orderId, amountPaise, currency: 'INR', gateway: 'local' }),
      e('PaymentVerified', { orderId, paymentId, amountPaise, via: 'checkout' }),
      e('BookingConfirmed', { paymentId, amountPaise, couponCode: p.coupon?.code ?? null }),
    );
    if (p.secondCapture) {
      const again = `pay2_${bookingId}`;
      events.push(
        e('PaymentVerified', { orderId, paymentId: again, amountPaise, via: 'webhook' }),
        e('PaymentRefundDue', { paymentId: again, amountPaise, reason: 'already_paid' }),
        e('RefundIssued', { paymentId: again, refundId: `rfnd_${again}`, amountPaise }, p.gaps[0]),
      );
    }
  }
  for (let i = 0; i < p.reschedules; i++) {
    const moved = new Date(Date.parse(startsAt) + (i + 1) * 86_400_000).toISOString();
    events.push(e('BookingRescheduled', { fromDate: startsAt.slice(0, 10), fromSlot: '10:00 AM', date: moved.slice(0, 10), slot: '10:00 AM', startsAt: moved }));
  }
  const refundDue = amountPaise > 0 && (p.end === 'cancelled-refunded' || p.end === 'cancelled-refund-due');
  if (p.end !== 'kept') events.push(e('BookingCancelled', { by: 'student', reason: 'requested', refundDue, paymentId: refundDue ? paymentId : null }));
  if (refundDue && p.end === 'cancelled-refunded') events.push(e('RefundIssued', { paymentId, refundId: `rfnd_${paymentId}`, amountPaise }, p.gaps[1]));
  return { bookingId, coupon: p.coupon?.code ?? null, events };
}

/** Each booking's stream appended in two pieces (cut where `cuts` says), the pieces of different bookings interleaved. */
export async function appendInterleaved(store: EventStore, histories: Generated[], cuts: number[]) {
  const pieces = histories.flatMap((h, i) => {
    const cut = (cuts[i % cuts.length] ?? 0) % (h.events.length + 1);
    return [
      { h, events: h.events.slice(0, cut), order: 0 },
      { h, events: h.events.slice(cut), order: 1 },
    ];
  });
  const firsts = pieces.filter((p) => p.order === 0);
  const seconds = pieces.filter((p) => p.order === 1);
  let last: Awaited<ReturnType<EventStore['appendToStream']>> | undefined;
  for (const piece of [...firsts, ...seconds.reverse()]) if (piece.events.length > 0) last = await store.appendToStream(bookingStream(piece.h.bookingId), piece.events);
  return last?.position;
}

/** A gateway that recorded exactly what the log says: the reconciliation then has only the ledger to find fault with. */
export function gatewayOf(histories: Generated[]): PaymentGateway {
  const payments = new Map<string, GatewayPayment[]>();
  const refunds = new Map<string, GatewayRefund[]>();
  for (const event of histories.flatMap((h) => h.events)) {
    const d = event.data as { orderId: string; paymentId: string; refundId: string; amountPaise: number };
    if (event.type === 'PaymentVerified') payments.set(d.orderId, [...(payments.get(d.orderId) ?? []), { id: d.paymentId, orderId: d.orderId, amount: d.amountPaise, status: 'captured' }]);
    if (event.type === 'RefundIssued') refunds.set(d.paymentId, [...(refunds.get(d.paymentId) ?? []), { id: d.refundId, paymentId: d.paymentId, amount: d.amountPaise }]);
  }
  const never = async () => {
    throw new Error('the reconciliation only reads the gateway');
  };
  return {
    name: 'local',
    keyId: 'k',
    keySecret: 's',
    webhookSecret: undefined,
    createOrder: never,
    refund: never,
    orderPayments: async (orderId) => payments.get(orderId) ?? [],
    paymentRefunds: async (paymentId) => refunds.get(paymentId) ?? [],
  };
}

/** The oracle: paise captured and refunded by the generated events dated from..to (India days). */
export function plainSums(histories: Generated[], from: string, to: string) {
  const sums = { captured: 0, refunded: 0 };
  for (const event of histories.flatMap((h) => h.events)) {
    const day = istDate(new Date(event.metadata.at));
    if (day < from || day > to) continue;
    const amount = (event.data as { amountPaise: number }).amountPaise;
    if (event.type === 'PaymentVerified') sums.captured += amount;
    if (event.type === 'RefundIssued') sums.refunded += amount;
  }
  return sums;
}
