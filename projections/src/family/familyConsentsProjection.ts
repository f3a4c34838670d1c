// Each student's consent state as a row: where a consent link leads (by its token's hash) and which parent consented
// for which child (the parent's view, and whatever else acts for a child on a parent's word). An erased student's row
// goes, unless a parent had consented for them: then only its ids and dates stay, marked erased, so the parent's
// dashboard can say the child's account was deleted; a parent's erasure leaves their children's rows, which nobody
// can then sign in to use.
import type { Knex } from 'knex';
import { familyEvents } from '@margdarshak/contracts/events/family';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { rowProjection } from '../rowProjection';

export const familyConsentsTable = 'family_consents';

/** erased: the child's account was deleted after a parent consented (the row keeps ids and dates only). */
export type FamilyConsentStatus = 'adult' | 'awaiting' | 'given' | 'withdrawn' | 'refused' | 'erased';

export interface FamilyConsentRow {
  id: string;
  status: FamilyConsentStatus;
  /** The hash of the one link that works now, while awaiting. */
  tokenHash: string | null;
  /** The parent who consented (kept after a withdrawal: they may still ask for the child's erasure). */
  parentId: string | null;
  /** When that parent consented. */
  since: string | null;
  /** When the student asked for a change of parent that nobody has confirmed yet (the back office's Users filter). */
  changeRequestedAt: string | null;
  updatedAt: string;
}

async function migrate(db: Knex) {
  if (await db.schema.hasTable(familyConsentsTable)) return;
  await db.schema.createTable(familyConsentsTable, (t) => {
    t.uuid('id').primary();
    t.text('status').notNullable();
    t.text('token_hash').index();
    t.uuid('parent_id').index();
    t.timestamp('since', { useTz: true });
    t.timestamp('change_requested_at', { useTz: true }).index();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

function evolve(row: FamilyConsentRow | undefined, event: RecordedEvent): FamilyConsentRow | undefined {
  const updatedAt = event.metadata.at;
  switch (event.type) {
    case 'DateOfBirthRecorded': {
      const d = familyEvents.DateOfBirthRecorded.schema.parse(event.data);
      return { id: d.studentId, status: d.minor ? 'awaiting' : 'adult', tokenHash: null, parentId: null, since: null, changeRequestedAt: null, updatedAt };
    }
    case 'ParentalConsentRequested': {
      // A request after a parent consented (the same parent again, or a confirmed change) leaves them linked until a
      // consent replaces them: the parent who withdrew keeps their view, export and erasure meanwhile.
      const d = familyEvents.ParentalConsentRequested.schema.parse(event.data);
      const linked = row?.status === 'given' || row?.status === 'withdrawn';
      return row && { ...row, status: linked ? row.status : 'awaiting', tokenHash: d.tokenHash, updatedAt };
    }
    case 'ParentalConsentGiven': {
      const d = familyEvents.ParentalConsentGiven.schema.parse(event.data);
      return row && { ...row, status: 'given', tokenHash: null, parentId: d.parentId, since: d.givenAt, changeRequestedAt: null, updatedAt };
    }
    case 'ParentalConsentRefused':
      return row && { ...row, status: 'refused', tokenHash: null, changeRequestedAt: null, updatedAt };
    case 'ParentalConsentWithdrawn':
      return row && { ...row, status: 'withdrawn', updatedAt };
    case 'ParentChangeRefused':
      return row && { ...row, tokenHash: null, updatedAt };
    case 'ParentChangeRequested': {
      const d = familyEvents.ParentChangeRequested.schema.parse(event.data);
      return row && { ...row, changeRequestedAt: d.requestedAt, updatedAt };
    }
    case 'ParentChangeConfirmed':
      return row && { ...row, changeRequestedAt: null, updatedAt };
    // The token is only a pointer to the student: whether a link still works is the consent stream's to say.
    case 'ConsentLinkClaimed':
    case 'ConsentMailHeldBack':
      return row;
    case 'UserErased':
      return row && (row.status === 'given' || row.status === 'withdrawn') ? { ...row, status: 'erased', tokenHash: null, changeRequestedAt: null, updatedAt } : undefined;
    default:
      return row;
  }
}

export const familyConsentsProjection = rowProjection<FamilyConsentRow>({
  name: 'family_consents',
  version: 4,
  eventTypes: [...Object.keys(familyEvents), 'UserErased'],
  table: familyConsentsTable,
  migrate,
  idType: 'uuid',
  rowId: (event) => (event.type in familyEvents ? (event.data as { studentId: string }).studentId : event.type === 'UserErased' ? (event.data as { userId: string }).userId : undefined),
  evolve,
  toRecord: (r) => ({ id: r.id, status: r.status, token_hash: r.tokenHash, parent_id: r.parentId, since: r.since, change_requested_at: r.changeRequestedAt, updated_at: r.updatedAt }),
  fromRecord: (rec) => ({
    id: String(rec.id),
    status: String(rec.status) as FamilyConsentStatus,
    tokenHash: rec.token_hash === null ? null : String(rec.token_hash),
    parentId: rec.parent_id === null ? null : String(rec.parent_id),
    since: rec.since === null ? null : new Date(rec.since as string).toISOString(),
    changeRequestedAt: rec.change_requested_at === null ? null : new Date(rec.change_requested_at as string).toISOString(),
    updatedAt: new Date(rec.updated_at as string).toISOString(),
  }),
});
