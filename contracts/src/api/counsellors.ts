// Counsellors: the profile form (public-area §5), the public list item and profile (§3), and the admin view.
import { z } from 'zod';
import { packageTypeSchema } from './packages';
import { COUNSELLOR_PAGE_MAX, COUNSELLOR_PAGE_SIZE } from './shapes';

export const COUNSELLOR_DEFAULTS = {
  rating: 4.5,
  specialization: 'General Counselling',
  name: 'Name not provided',
  experience: 'Experienced professional',
} as const;

export const MIN_COUNSELLOR_AGE = 21;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The text fields of the multipart profile submission (files are checked separately). */
export const counsellorProfileFields = z
  .object({
    userId: z.string().optional(),
    name: z.string('Name must be at least 2 characters').trim().min(2, 'Name must be at least 2 characters').max(100, 'At most 100 characters'),
    age: z.coerce.number('Age must be at least 21 years').int('Age must be a whole number').min(MIN_COUNSELLOR_AGE, 'Age must be at least 21 years').max(100, 'Age must be at most 100 years'),
    mobile: z.string('Mobile number must be at least 10 digits').trim().min(10, 'Mobile number must be at least 10 digits').max(20, 'Mobile number must be at most 20 characters'),
    qualification: z.string('Qualification is required').trim().min(2, 'Qualification is required').max(200, 'At most 200 characters'),
    address: z.string('Address is required').trim().min(5, 'Address is required').max(500, 'At most 500 characters'),
    specialization: optionalText(120),
    experience: optionalText(120),
    location: optionalText(120),
    offersBasic: flag.default(false),
    offersAdvanced: flag.default(false),
    offersComprehensive: flag.default(false),
  })
  .refine((f) => f.offersBasic || f.offersAdvanced || f.offersComprehensive, { message: 'You must offer at least one service package', path: ['offersBasic'] });
export type CounsellorProfileFields = z.output<typeof counsellorProfileFields>;

export const counsellorDocumentFields = ['addressProof', 'qualificationCertificate', 'profilePhoto'] as const;
export type CounsellorDocument = (typeof counsellorDocumentFields)[number];
export const REQUIRED_FILE_MESSAGES: Record<CounsellorDocument, string> = {
  addressProof: 'Address proof required',
  qualificationCertificate: 'Qualification certificate required',
  profilePhoto: 'Profile photo required',
};

import type { CounsellorListItem } from './shapes';
export { COUNSELLOR_PAGE_MAX, COUNSELLOR_PAGE_SIZE, TOTAL_COUNT_HEADER, type CounsellorListItem } from './shapes';

/** GET /api/counsellors: the spec's packageType, plus the §5 filters and paging, applied by the server. */
export const counsellorListQuery = z.object({
  packageType: packageTypeSchema.optional(),
  search: z.string().trim().max(100, 'At most 100 characters').optional(),
  location: z.string().trim().max(100, 'At most 100 characters').optional(),
  minRating: z.coerce.number('Rating must be a number').min(0, 'Rating must be 0 to 5').max(5, 'Rating must be 0 to 5').multipleOf(0.5, 'Rating goes in steps of 0.5').optional(),
  limit: z.coerce.number().int().min(1).max(COUNSELLOR_PAGE_MAX, `At most ${COUNSELLOR_PAGE_MAX} per page`).default(COUNSELLOR_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type CounsellorListQuery = z.output<typeof counsellorListQuery>;

export const counsellorStatuses = ['registered', 'pending', 'approved', 'rejected', 'paused', 'deleted'] as const;
export type CounsellorStatus = (typeof counsellorStatuses)[number];

/**
 * GET /api/counsellor/{id}/profile: name and specialization for anyone; the sign-in address and `details` only for the
 * counsellor themself and admins (no public read carries an e-mail address).
 */
export interface CounsellorProfile {
  name: string;
  email?: string;
  specialization: string;
  details?: CounsellorProfileDetails;
}

/** What the profile form needs to show a counsellor their own submission and where it stands. */
export interface CounsellorProfileDetails {
  status: CounsellorStatus;
  age: number | null;
  mobile: string | null;
  qualification: string | null;
  address: string | null;
  specialization: string | null;
  experience: string | null;
  location: string | null;
  packages: z.infer<typeof packageTypeSchema>[];
  pendingChange: CounsellorChangeView | null;
}

/**
 * The fields an admin reviews once a counsellor is approved: everything a student sees of them, and the documents the
 * approval rested on. Age, mobile, address and the packages offered apply at once.
 */
export const reviewedFields = ['name', 'qualification', 'specialization', 'experience', 'location', 'profilePhoto', 'addressProof', 'qualificationCertificate'] as const;
export type ReviewedField = (typeof reviewedFields)[number];

/**
 * A pending change, old beside new: the text (null when left blank), the photo's address, or a document's address.
 * The photo and documents of a pending change are served only to the counsellor and admins.
 */
export interface CounsellorChangeView {
  requestedAt: string;
  fields: { field: ReviewedField; label: string; kind: 'text' | 'photo' | 'document'; old: string | null; new: string | null }[];
}

/** POST /api/counsellor/{id}/profile answers the card, and whether a change went to an admin for review. */
export type ProfileSubmissionResult = CounsellorListItem & { sentForReview: boolean };

export const PROFILE_SUBMISSIONS_PER_DAY = 10;

/** An admin's reason: required when refusing a change, optional when rejecting an application (the spec's empty body). */
export const changeRejection = z.object({ reason: z.string('Please give a reason').trim().min(1, 'Please give a reason').max(1000, 'At most 1,000 characters') });
export const applicationRejection = z.object({ reason: z.string().trim().max(1000, 'At most 1,000 characters').optional() }).optional();

/** The back office's view of a counsellor. */
export interface AdminCounsellor {
  id: string;
  email: string;
  name: string | null;
  age: number | null;
  mobile: string | null;
  qualification: string | null;
  address: string | null;
  specialization: string | null;
  experience: string | null;
  location: string | null;
  packages: z.infer<typeof packageTypeSchema>[];
  status: CounsellorStatus;
  profileComplete: boolean;
  createdAt: string;
  documents: Partial<Record<CounsellorDocument, string>>;
  pendingChange: CounsellorChangeView | null;
  /** The average of the shown reviews (null with none) and their number, as the public card has them. */
  rating: number | null;
  ratingCount: number;
}
