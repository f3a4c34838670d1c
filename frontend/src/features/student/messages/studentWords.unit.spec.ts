// The student's pages say in English exactly what they said before their words moved to catalogues (the browser tests
// match them), and the same sentences in Hindi with the same figures.
import { describe, expect, it } from 'vitest';
import { reviewsMessages } from '../reviews/messages';
import { sessionsMessages } from '../sessions/messages';
import { studentMessages } from '.';

describe('the student’s words with values in them', () => {
  it('are the English the pages wrote before', () => {
    const student = studentMessages.translator('en');
    const sessions = sessionsMessages.translator('en');
    const reviews = reviewsMessages.translator('en');
    expect(student('profile.age', { age: 15 })).toBe('15 years old');
    expect(student('consent.expires', { date: '2 Dec 2026' }) + student('consent.meanwhile')).toBe(
      ' The link works until 2 Dec 2026. You can browse, take the free test and fill in your profile meanwhile; booking opens once they consent.',
    );
    expect(sessions('item.title', { package: 'Basic Package', name: 'Asha Rao' })).toBe('Basic Package with Asha Rao');
    expect(sessions('item.chatUnread', { count: 12 })).toBe('Chat with counsellor, 12 unread');
    expect(sessions('shared.document', { number: 1, name: 'Asha Rao' })).toBe('Document 1 from Asha Rao');
    expect(sessions('tests.closedWindow', { days: 30 })).toBe('These tests are closed now: tests stay open until 30 days after the session.');
    expect(sessions('cancelled.refunds') + sessions('cancelled.rules')).toBe(
      'Refunds reach your account within 5-7 business days. Rescheduling is allowed up to 24 hours before the session; cancellations within 24 hours may not be refunded.',
    );
    expect(reviews('stars.count', { rating: 1 })).toBe('1 out of 5 star');
    expect(reviews('stars.count', { rating: 4 })).toBe('4 out of 5 stars');
    expect(reviews('stars.label', { value: 1 })).toBe('1 out of 5 stars');
  });

  it('are said in Hindi with the same figures', async () => {
    await Promise.all([studentMessages.load('hi'), sessionsMessages.load('hi'), reviewsMessages.load('hi')]);
    expect(studentMessages.translator('hi')('profile.age', { age: 15 })).toBe('उम्र 15 साल');
    expect(sessionsMessages.translator('hi')('item.chatUnread', { count: 1200 })).toBe('काउंसलर से चैट कीजिए, 1200 नए मैसेज');
    expect(reviewsMessages.translator('hi')('stars.count', { rating: 4 })).toBe('5 में से 4 स्टार');
  });
});
