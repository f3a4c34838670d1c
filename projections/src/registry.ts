// Every read model the runner keeps. Add a projection here and it is migrated, followed and rebuildable.
import type { Projection } from './projection';
import { counsellorsProjection } from './counsellors/counsellorsProjection';
import { packagesProjection } from './packages/packagesProjection';
import { usersProjection } from './users/usersProjection';
import { bookingPaymentsProjection } from './bookings/bookingPaymentsProjection';
import { bookingsProjection } from './bookings/bookingsProjection';
import { scheduleProjection } from './schedule/scheduleProjection';
import { couponsProjection } from './coupons/couponsProjection';
import { messagesProjection } from './contact/messagesProjection';
import { personalityTestsProjection } from './assessments/personalityTestsProjection';
import { reportsProjection } from './assessments/reportsProjection';
import { studentProfilesProjection } from './students/studentProfilesProjection';
import { sessionRecordsProjection } from './sessions/sessionRecordsProjection';
import { adminStatsProjection } from './adminStats/adminStatsProjection';
import { auditIndexProjection } from './audit/auditIndexProjection';
import { familyConsentsProjection } from './family/familyConsentsProjection';
import { reviewsProjection } from './reviews/reviewsProjection';
import { chatProjection } from './chat/chatProjection';
import { ledgerProjection } from './ledger/ledgerProjection';
import { invoiceDocumentsProjection } from './invoices/invoiceDocumentsProjection';
import { payoutsProjection } from './payouts/payoutsProjection';
import { payerStatesProjection } from './payers/payerStatesProjection';

export const projections: Projection[] = [
  packagesProjection,
  usersProjection,
  counsellorsProjection,
  scheduleProjection,
  bookingsProjection,
  bookingPaymentsProjection,
  couponsProjection,
  messagesProjection,
  personalityTestsProjection,
  reportsProjection,
  studentProfilesProjection,
  sessionRecordsProjection,
  adminStatsProjection,
  auditIndexProjection,
  familyConsentsProjection,
  reviewsProjection,
  chatProjection,
  ledgerProjection,
  invoiceDocumentsProjection,
  payoutsProjection,
  payerStatesProjection,
];
