// The counsellors read model: the public cards and profiles, and the back office's list. Personal fields are opened
// with the counsellor's key; an erased counsellor leaves no row.
import type { Knex } from 'knex';
import { COUNSELLOR_DEFAULTS, type CounsellorStatus } from '@margdarshak/contracts/api/counsellors';
import { foldForSearch } from '@margdarshak/contracts/counsellorFilter';
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { counsellorEvents } from '@margdarshak/contracts/events/counsellors';
import { reviewEvents } from '@margdarshak/contracts/events/reviews';
import { averageRating } from '@margdarshak/contracts/api/reviews';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { ProjectionContext } from '../projection';
import { personRowId } from '../personRowId';
import { rowProjection } from '../rowProjection';

export const counsellorsTable = 'counsellors';

export interface CounsellorRow {
  id: string;
  email: string;
  status: CounsellorStatus;
  name: string | null;
  age: number | null;
  mobile: string | null;
  address: string | null;
  qualification: string | null;
  specialization: string | null;
  experience: string | null;
  location: string | null;
  offersBasic: boolean;
  offersAdvanced: boolean;
  offersComprehensive: boolean;
  photoFileId: string | null;
  addressProofFileId: string | null;
  certificateFileId: string | null;
  /** The average of the shown reviews to one decimal; null with none (reads answer the spec's fallback then). */
  rating: number | null;
  ratingCount: number;
  /** The sum of the shown reviews' stars. */
  ratingTotal: number;
  createdAt: string;
  /** A change of the reviewed fields waiting for an admin: the new values, only those that differ. */
  pendingChange: PendingChangeRow | null;
}

/** The new values of a pending change; a text set to null is cleared by it. */
export interface PendingChangeRow {
  requestedAt: string;
  name?: string;
  qualification?: string;
  specialization?: string | null;
  experience?: string | null;
  location?: string | null;
  photoFileId?: string;
  addressProofFileId?: string;
  certificateFileId?: string;
}

/** A value a change or an event may leave undefined (kept) or set, null included. */
const kept = <Value>(value: Value | undefined, current: Value) => (value === undefined ? current : value);

async function migrate(db: Knex) {
  if (await db.schema.hasTable(counsellorsTable)) return;
  await db.schema.createTable(counsellorsTable, (t) => {
    t.uuid('id').primary();
    t.text('email').notNullable();
    t.text('status').notNullable().index();
    t.text('name');
    t.integer('age');
    t.text('mobile');
    t.text('address');
    t.text('qualification');
    t.text('specialization');
    t.text('experience');
    t.text('location');
    t.boolean('offers_basic').notNullable();
    t.boolean('offers_advanced').notNullable();
    t.boolean('offers_comprehensive').notNullable();
    t.uuid('photo_file_id');
    t.uuid('address_proof_file_id');
    t.uuid('certificate_file_id');
    t.decimal('rating', 3, 2);
    t.integer('rating_count').notNullable();
    t.integer('rating_total').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.jsonb('pending_change');
    // Folded copies for the public search (counsellorFilter.ts), defaults applied as the cards show them.
    t.text('search_name').notNullable();
    t.text('search_specialization').notNullable();
    t.text('search_location').notNullable();
  });
  await db.raw(`create index counsellors_public_order on ?? (status, (coalesce(rating, ${COUNSELLOR_DEFAULTS.rating})) desc, name, id)`, [counsellorsTable]);
}

const statusAfter: Partial<Record<string, CounsellorStatus>> = {
  CounsellorApproved: 'approved',
  CounsellorRejected: 'rejected',
  CounsellorPaused: 'paused',
  CounsellorResumed: 'approved',
};

/** The counsellor events that can change a counsellor's status. */
export const counsellorStatusEventTypes: readonly string[] = ['CounsellorProfileSubmitted', ...Object.keys(statusAfter)];

/**
 * A counsellor's status after one of their events: a submitted profile awaits review unless the counsellor is already
 * approved (or paused); an admin's decision sets it. Kept here, and used by the back office's figures (adminStats), so
 * that 'pending approval' means one thing everywhere.
 */
export function counsellorStatusAfter(status: CounsellorStatus, eventType: string): CounsellorStatus {
  if (eventType === 'CounsellorProfileSubmitted') return status === 'approved' || status === 'paused' ? status : 'pending';
  return statusAfter[eventType] ?? status;
}

const withRatings = (row: CounsellorRow, ratingTotal: number, ratingCount: number): CounsellorRow => ({ ...row, ratingTotal, ratingCount, rating: averageRating(ratingTotal, ratingCount) });

/** A counsellor's own events, their account's registration and erasure, and the reviews of their sessions. */
const ownRow = personRowId(counsellorEvents, 'counsellorId', 'counsellor');
const rowId = (event: RecordedEvent) => (event.type in reviewEvents ? (event.data as { counsellorId: string }).counsellorId : ownRow(event));

async function evolve(row: CounsellorRow | undefined, event: RecordedEvent, context: ProjectionContext): Promise<CounsellorRow | undefined> {
  switch (event.type) {
    case 'UserRegistered': {
      const data = accountEvents.UserRegistered.schema.parse(event.data);
      const email = await context.openPersonalData(data.userId, data.email);
      if (email === undefined) return undefined;
      return {
        id: data.userId,
        email,
        status: 'registered',
        name: null,
        age: null,
        mobile: null,
        address: null,
        qualification: null,
        specialization: null,
        experience: null,
        location: null,
        offersBasic: false,
        offersAdvanced: false,
        offersComprehensive: false,
        photoFileId: null,
        addressProofFileId: null,
        certificateFileId: null,
        rating: null,
        ratingCount: 0,
        ratingTotal: 0,
        createdAt: event.metadata.at,
        pendingChange: null,
      };
    }
    case 'CounsellorProfileSubmitted': {
      if (!row) return row;
      const data = counsellorEvents.CounsellorProfileSubmitted.schema.parse(event.data);
      const open = (sealed: string) => context.openPersonalData(data.counsellorId, sealed);
      const [name, mobile, address] = await Promise.all([open(data.name), open(data.mobile), open(data.address)]);
      return {
        ...row,
        status: counsellorStatusAfter(row.status, event.type),
        name: name ?? null,
        mobile: mobile ?? null,
        address: address ?? null,
        age: data.age,
        qualification: data.qualification,
        specialization: data.specialization,
        experience: data.experience,
        location: data.location,
        offersBasic: data.offers.basic,
        offersAdvanced: data.offers.advanced,
        offersComprehensive: data.offers.comprehensive,
        photoFileId: data.documents.profilePhoto.id,
        addressProofFileId: data.documents.addressProof.id,
        certificateFileId: data.documents.qualificationCertificate.id,
      };
    }
    case 'CounsellorDetailsUpdated': {
      if (!row) return row;
      const data = counsellorEvents.CounsellorDetailsUpdated.schema.parse(event.data);
      const open = (sealed: string) => context.openPersonalData(data.counsellorId, sealed);
      const [mobile, address] = await Promise.all([open(data.mobile), open(data.address)]);
      // Version 1 also applied the public texts and a new photo at once; since version 2 they wait for review.
      return {
        ...row,
        mobile: mobile ?? null,
        address: address ?? null,
        age: data.age,
        specialization: kept(data.specialization, row.specialization),
        experience: kept(data.experience, row.experience),
        location: kept(data.location, row.location),
        offersBasic: data.offers.basic,
        offersAdvanced: data.offers.advanced,
        offersComprehensive: data.offers.comprehensive,
        photoFileId: data.profilePhoto?.id ?? row.photoFileId,
      };
    }
    case 'CounsellorChangeRequested': {
      if (!row) return row;
      const { counsellorId, change } = counsellorEvents.CounsellorChangeRequested.schema.parse(event.data);
      const name = change.name === undefined ? undefined : ((await context.openPersonalData(counsellorId, change.name)) ?? COUNSELLOR_DEFAULTS.name);
      const pendingChange: PendingChangeRow = {
        requestedAt: event.metadata.at,
        ...(name === undefined ? {} : { name }),
        ...(change.qualification === undefined ? {} : { qualification: change.qualification }),
        ...(change.specialization === undefined ? {} : { specialization: change.specialization }),
        ...(change.experience === undefined ? {} : { experience: change.experience }),
        ...(change.location === undefined ? {} : { location: change.location }),
        ...(change.profilePhoto ? { photoFileId: change.profilePhoto.id } : {}),
        ...(change.addressProof ? { addressProofFileId: change.addressProof.id } : {}),
        ...(change.qualificationCertificate ? { certificateFileId: change.qualificationCertificate.id } : {}),
      };
      return { ...row, pendingChange };
    }
    case 'CounsellorChangeApproved': {
      const change = row?.pendingChange;
      if (!row || !change) return row;
      return {
        ...row,
        name: change.name ?? row.name,
        qualification: change.qualification ?? row.qualification,
        specialization: kept(change.specialization, row.specialization),
        experience: kept(change.experience, row.experience),
        location: kept(change.location, row.location),
        photoFileId: change.photoFileId ?? row.photoFileId,
        addressProofFileId: change.addressProofFileId ?? row.addressProofFileId,
        certificateFileId: change.certificateFileId ?? row.certificateFileId,
        pendingChange: null,
      };
    }
    case 'CounsellorChangeRejected':
      return row && { ...row, pendingChange: null };
    case 'ReviewSubmitted': {
      const { rating } = reviewEvents.ReviewSubmitted.schema.parse(event.data);
      return row && withRatings(row, row.ratingTotal + rating, row.ratingCount + 1);
    }
    case 'ReviewEdited': {
      const { rating, previousRating } = reviewEvents.ReviewEdited.schema.parse(event.data);
      return row && withRatings(row, row.ratingTotal - previousRating + rating, row.ratingCount);
    }
    case 'ReviewHidden': {
      const { rating } = reviewEvents.ReviewHidden.schema.parse(event.data);
      return row && withRatings(row, row.ratingTotal - rating, row.ratingCount - 1);
    }
    case 'CounsellorDeleted':
    case 'UserErased':
      return undefined;
    default:
      return row && { ...row, status: counsellorStatusAfter(row.status, event.type) };
  }
}

export const counsellorsProjection = rowProjection<CounsellorRow>({
  name: 'counsellors',
  version: 4,
  eventTypes: [...Object.keys(counsellorEvents), ...Object.keys(reviewEvents), 'UserRegistered', 'UserErased'],
  table: counsellorsTable,
  migrate,
  idType: 'uuid',
  rowId,
  evolve,
  toRecord: (r) => ({
    id: r.id,
    email: r.email,
    status: r.status,
    name: r.name,
    age: r.age,
    mobile: r.mobile,
    address: r.address,
    qualification: r.qualification,
    specialization: r.specialization,
    experience: r.experience,
    location: r.location,
    offers_basic: r.offersBasic,
    offers_advanced: r.offersAdvanced,
    offers_comprehensive: r.offersComprehensive,
    photo_file_id: r.photoFileId,
    address_proof_file_id: r.addressProofFileId,
    certificate_file_id: r.certificateFileId,
    rating: r.rating,
    rating_count: r.ratingCount,
    rating_total: r.ratingTotal,
    created_at: r.createdAt,
    pending_change: r.pendingChange, // jsonb: pg sends an object as JSON
    search_name: foldForSearch(r.name ?? COUNSELLOR_DEFAULTS.name),
    search_specialization: foldForSearch(r.specialization ?? COUNSELLOR_DEFAULTS.specialization),
    search_location: foldForSearch(r.location),
  }),
  fromRecord: (rec) => ({
    id: String(rec.id),
    email: String(rec.email),
    status: rec.status as CounsellorStatus,
    name: (rec.name as string | null) ?? null,
    age: rec.age === null ? null : Number(rec.age),
    mobile: (rec.mobile as string | null) ?? null,
    address: (rec.address as string | null) ?? null,
    qualification: (rec.qualification as string | null) ?? null,
    specialization: (rec.specialization as string | null) ?? null,
    experience: (rec.experience as string | null) ?? null,
    location: (rec.location as string | null) ?? null,
    offersBasic: Boolean(rec.offers_basic),
    offersAdvanced: Boolean(rec.offers_advanced),
    offersComprehensive: Boolean(rec.offers_comprehensive),
    photoFileId: (rec.photo_file_id as string | null) ?? null,
    addressProofFileId: (rec.address_proof_file_id as string | null) ?? null,
    certificateFileId: (rec.certificate_file_id as string | null) ?? null,
    rating: rec.rating === null ? null : Number(rec.rating),
    ratingCount: Number(rec.rating_count),
    ratingTotal: Number(rec.rating_total),
    createdAt: new Date(rec.created_at as string).toISOString(),
    pendingChange: (rec.pending_change as PendingChangeRow | null) ?? null,
  }),
});
