// The data of a BookingRequested event for specs and benches that write a booking's history straight into the log:
// a new student, counsellor and package unless given, the 10 AM slot on the start's India day, no coupon unless given.
import { randomUUID } from 'node:crypto';

export interface RequestedBooking {
  bookingId?: string;
  startsAt: string;
  pricePaise: number;
  holdUntil: string;
  packageType?: 'basic' | 'advanced' | 'comprehensive';
  coupon?: { code: string; discountPaise: number } | null;
}

const packageNames = { basic: 'Basic', advanced: 'Advanced', comprehensive: 'Comprehensive' } as const;

export function bookingRequestedData({ bookingId, startsAt, pricePaise, holdUntil, packageType = 'basic', coupon = null }: RequestedBooking) {
  const discountPaise = coupon?.discountPaise ?? 0;
  return {
    ...(bookingId ? { bookingId } : {}),
    studentId: randomUUID(),
    counsellorId: randomUUID(),
    packageId: randomUUID(),
    packageType,
    packageName: packageNames[packageType],
    date: startsAt.slice(0, 10),
    slot: '10:00 AM',
    startsAt,
    pricePaise,
    couponCode: coupon?.code ?? null,
    discountPaise,
    amountPaise: pricePaise - discountPaise,
    holdUntil,
  };
}
