// Every message a family can get from the forms they fill in Hindi (sign-in, sign-up, password reset, the contact
// form, a student's age, booking and paying, and on their own pages the profile, a review, the chat) has its Hindi,
// whatever they type: bad input is generated, and each message it draws from the same zod rules the browser and the
// server run must be in the table.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forgotPasswordRequest, INVALID_LOGIN, loginRequest, registerRequest, resetPasswordRequest, signUpForm, tooManySignInAttempts } from '../api/accounts';
import { createOrderRequest, rescheduleRequest } from '../api/bookings';
import { reportChatMessageRequest, sendChatMessageRequest } from '../api/chat';
import { parentSettingsRequest } from '../api/parentDashboard';
import { reviewRequest } from '../api/reviews';
import { studentProfileRequest } from '../api/students';
import { amountDueMessage, lostBookingMessage, SLOT_TAKEN } from '../api/bookingMessages';
import { CONTACT_THANKS, contactRequest } from '../api/contact';
import { validateCouponRequest } from '../api/coupons';
import { ageRequest, consentDecisionRequest, parentEmailRequest } from '../api/family';
import { couponRefusalMessage, couponRefusalMessages } from '../coupons/pricing';
import { NOT_AUTHENTICATED, UNEXPECTED_ERROR } from '../api/errors';
import { dateOfBirthMessages } from '../family/age';
import { hindiMessageTable, hindiOf } from './hindi';

/** A value a visitor or a script might send for a field: nothing, the wrong type, blanks, too much, or something plausible. */
const anyField = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom('', ' ', '   ', 'a', 'ab', 'not-an-email', 'asha@example.in', '12345', 'secret-123', 'password', '2030-01-01', '2012-02-30', '1900-01-01', '2015-06-01'),
  fc.string({ maxLength: 8 }),
  fc.integer({ min: 95, max: 5_100 }).map((length) => 'x'.repeat(length)),
);

/** A booking choice, its fields each plausible or not. */
const booking = fc.record(
  {
    counsellorId: fc.oneof(anyField, fc.uuid()),
    studentId: fc.oneof(anyField, fc.uuid()),
    packageId: fc.oneof(anyField, fc.uuid()),
    sessionDate: fc.oneof(anyField, fc.constantFrom('2026-12-03', '1999-12-31', '2101-01-01')),
    timeSlot: fc.oneof(anyField, fc.constantFrom('10:00 AM', '13:00', '04:30 PM')),
  },
  { requiredKeys: [] },
);

const formOf = (...fields: string[]) => fc.record(Object.fromEntries(fields.map((field) => [field, anyField])), { requiredKeys: [] });

const forms: [string, z.ZodType, fc.Arbitrary<Record<string, unknown>>][] = [
  ['sign-in', loginRequest, formOf('email', 'password', 'rememberMe')],
  ['sign-up', signUpForm, formOf('email', 'password', 'confirmPassword', 'terms')],
  ['registration', registerRequest, formOf('email', 'password', 'role', 'name', 'dateOfBirth', 'parentEmail')],
  ['forgotten password', forgotPasswordRequest, formOf('email')],
  ['new password', resetPasswordRequest, formOf('token', 'password')],
  ['contact', contactRequest, formOf('name', 'email', 'message')],
  [
    'consent',
    consentDecisionRequest,
    fc.record(
      {
        decision: fc.oneof(anyField, fc.constantFrom('give', 'refuse')),
        isParent: fc.oneof(anyField, fc.constant(true)),
        password: anyField,
        noticeLanguage: fc.oneof(anyField, fc.constantFrom('en', 'hi', 'fr')),
      },
      { requiredKeys: [] },
    ),
  ],
  ['coupon', validateCouponRequest, formOf('code', 'amount', 'packageId')],
  ['order', createOrderRequest, fc.record({ amount: anyField, booking: fc.oneof(anyField, booking), couponCode: anyField, payerState: anyField }, { requiredKeys: [] })],
  // A family's own pages (record 0164): the profile, a new time, a review, the chat, the parent's address and settings.
  [
    'profile',
    studentProfileRequest,
    fc.record(
      {
        ...Object.fromEntries(
          ['name', 'schoolName', 'age', 'mobile', 'location', 'classLevel', 'board', 'medium', 'fatherName', 'fatherOccupation', 'motherName', 'motherOccupation'].map((field) => [field, anyField]),
        ),
        academics: fc.oneof(anyField, fc.array(fc.oneof(anyField, formOf('grade', 'marks')), { maxLength: 12 })),
      },
      { requiredKeys: [] },
    ),
  ],
  ['new time', rescheduleRequest, formOf('sessionDate', 'timeSlot')],
  ['review', reviewRequest, formOf('rating', 'comment')],
  ['chat message', sendChatMessageRequest, formOf('text')],
  ['chat report', reportChatMessageRequest, formOf('reason')],
  ['date of birth', ageRequest, formOf('dateOfBirth', 'parentEmail')],
  ['parent address', parentEmailRequest, formOf('parentEmail')],
  ['reminders', parentSettingsRequest, formOf('reminders')],
];

describe("the API's messages in Hindi", () => {
  it.each(forms)('has the Hindi of every message the %s form can give', (_, schema, form) => {
    fc.assert(
      fc.property(form, (input) => {
        const result = schema.safeParse(input);
        for (const issue of result.success ? [] : result.error.issues) expect(hindiOf(issue.message), issue.message).toBeDefined();
      }),
      { numRuns: 400 },
    );
  });

  it('words every sign-in wait the throttle can ask for, with its figure', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 59 }), fc.integer({ min: 1, max: 120 }), (seconds, minutes) => {
        for (const wait of [seconds === 1 ? '1 second' : `${seconds} seconds`, minutes === 1 ? '1 minute' : `${minutes} minutes`]) {
          const hindi = hindiOf(tooManySignInAttempts(wait));
          expect(hindi).toContain(wait.split(' ')[0]);
          expect(hindi).toMatch(/सेकंड|मिनट/);
        }
      }),
    );
  });

  it('has the answers and failures those forms lead to, and leaves a message it does not know as it is', () => {
    for (const message of [INVALID_LOGIN, CONTACT_THANKS, NOT_AUTHENTICATED, UNEXPECTED_ERROR, ...Object.values(dateOfBirthMessages)]) expect(hindiOf(message), message).toBeDefined();
    expect(hindiOf('Only the counsellor can release results')).toBeUndefined();
  });

  it('words the refusals of a time, a coupon and a payment, figures and reasons included', () => {
    for (const message of [SLOT_TAKEN, ...Object.values(couponRefusalMessages)]) expect(hindiOf(message), message).toBeDefined();
    expect(hindiOf(couponRefusalMessage('below_minimum', { minAmountPaise: 150_000 } as never))).toBe('यह कूपन ₹1,500 या उससे ज़्यादा फ़ीस वाले पैकेज पर लागू होता है');
    expect(hindiOf(amountDueMessage('₹1,999.00'))).toBe('रक़म फ़ीस से मेल नहीं खाती: ₹1,999.00 देने हैं');
    const lost = hindiOf(lostBookingMessage('This time slot was booked by someone else while you were paying', '₹999.00', false));
    expect(lost).toMatch(/^आपका भुगतान पूरा होने से पहले ही यह स्लॉट किसी और ने बुक कर लिया। आपके ₹999.00 का पूरा रिफ़ंड किया जा रहा है;/);
    expect(lost).not.toMatch(/[A-Za-z]{2}/);
  });

  it('writes each in Hindi, keeping its figures', () => {
    // An English example of the API's own slot format, which a Hindi page never shows: the Hindi points to the list.
    const exampleOnly = new Set(['Choose a time slot such as 10:00 AM']);
    for (const [english, hindi] of Object.entries(hindiMessageTable)) {
      expect(hindi, english).toMatch(/[\u0900-\u097F]/);
      if (exampleOnly.has(english)) continue;
      for (const figure of english.match(/\d[\d,]*/g) ?? []) expect(hindi, english).toContain(figure);
    }
  });
});
