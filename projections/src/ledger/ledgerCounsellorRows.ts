// The rows a counsellor's statement adds to the ledger (decision 0129): commission charged on a kept payment, commission
// given back by its refund, and payouts. Each is dated by its own event's India day, as every ledger row is, so a
// commission counted or a payout recorded after a month closed lands in the month it was written, never in the closed one.
import { statementEvents } from '@margdarshak/contracts/events/statements';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import type { LedgerEntryRecord } from './ledgerTables';

export const counsellorLedgerEventTypes = ['CommissionCharged', 'CommissionReturned', 'PayoutRecorded'] as const;

const row = (event: RecordedEvent, fields: Pick<LedgerEntryRecord, 'kind' | 'booking_id' | 'counsellor_id' | 'payment_id' | 'refund_id' | 'amount_paise'>): LedgerEntryRecord => ({
  event_id: event.id,
  event_type: event.type,
  commit_position: String(event.position.commit),
  prepare_position: String(event.position.prepare),
  at: event.metadata.at,
  day: istDate(new Date(event.metadata.at)),
  student_id: null,
  package_name: null,
  coupon_code: null,
  discount_paise: null,
  order_id: null,
  document_number: null,
  ...fields,
});

/** The row of a statement event, or undefined for any other event. */
export function counsellorEntryOf(event: RecordedEvent): LedgerEntryRecord | undefined {
  switch (event.type) {
    case 'CommissionCharged': {
      const d = statementEvents.CommissionCharged.schema.parse(event.data);
      return row(event, { kind: 'commission', booking_id: d.bookingId, counsellor_id: d.counsellorId, payment_id: d.paymentId, refund_id: null, amount_paise: d.commissionPaise });
    }
    case 'CommissionReturned': {
      const d = statementEvents.CommissionReturned.schema.parse(event.data);
      return row(event, { kind: 'commission_return', booking_id: d.bookingId, counsellor_id: d.counsellorId, payment_id: d.paymentId, refund_id: d.refundId, amount_paise: d.commissionPaise });
    }
    case 'PayoutRecorded': {
      const d = statementEvents.PayoutRecorded.schema.parse(event.data);
      return row(event, { kind: 'payout', booking_id: null, counsellor_id: d.counsellorId, payment_id: null, refund_id: null, amount_paise: d.amountPaise });
    }
    default:
      return undefined;
  }
}
