import { describe, expect, it } from 'vitest';
import { statusChoices, statusLabels, unpaidNote } from './bookingStatus';

describe("a booking's status in the back office (dashboards §2)", () => {
  it('colours the badge as the counsellor dashboard does', () => {
    expect(statusLabels.confirmed).toEqual({ label: 'Confirmed', color: 'success' });
    expect(statusLabels.pending).toEqual({ label: 'Pending', color: 'warning' });
    expect(statusLabels.completed).toEqual({ label: 'Completed', color: 'info' });
    expect(statusLabels.cancelled).toEqual({ label: 'Cancelled', color: 'error' });
  });

  it('offers every status in the filter (All is its empty choice)', () => {
    expect(statusChoices.map((c) => c.name)).toEqual(['Pending', 'Confirmed', 'Completed', 'Cancelled']);
  });

  it('says why a cancelled row was never paid', () => {
    expect(unpaidNote({ unpaid: 'failed' })).toBe('Never paid: the payment failed');
    expect(unpaidNote({ unpaid: 'expired' })).toBe('Never paid: the checkout lapsed');
    expect(unpaidNote({ unpaid: null })).toBeNull();
  });
});
