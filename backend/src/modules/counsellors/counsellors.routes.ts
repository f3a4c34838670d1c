// Public counsellor reads, the profile submission (multipart) and the files behind a profile (public-area §7).
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import {
  COUNSELLOR_DEFAULTS,
  DOCUMENT_MAX_BYTES,
  PHOTO_MAX_BYTES,
  PROFILE_SUBMISSIONS_PER_DAY,
  TOTAL_COUNT_HEADER,
  counsellorListQuery,
  counsellorProfileFields,
  type CounsellorProfile,
  type ProfileSubmissionResult,
} from '@margdarshak/contracts/api/counsellors';
import { findCounsellor, isPublic, listPublicCounsellors, toListItem, toProfileDetails } from '@margdarshak/projections/counsellors/counsellorsQueries';
import type { AppDeps } from '../../platform/deps';
import { readMultipart } from '../../platform/files/multipart';
import { sendFile } from '../../platform/files/sendFile';
import { actorOf } from '../../platform/http/actor';
import { sendCachedJson } from '../../platform/http/cachedJson';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../platform/http/errors';
import { currentUser, requireRole, userOf } from '../../platform/http/guards';
import { rateLimit, tooManyRequests } from '../../platform/http/rateLimit';
import { parse } from '../../platform/http/validation';
import { submitProfile } from './counsellors';

const idParam = z.object({ id: uuidId('Counsellor not found') });
/** `?pending=true`: the file of a change waiting for review (the counsellor and admins only); `v` only busts caches. */
const fileQuery = z.object({ pending: z.enum(['true', 'false'], "pending must be 'true' or 'false'").optional(), v: z.string().max(100).optional() });
/** How many pages of each unfiltered list are kept in memory. */
const CACHED_PAGES = 10;
const fileRules = {
  addressProof: { label: 'Address proof', kinds: ['png', 'jpg', 'pdf'], maxBytes: DOCUMENT_MAX_BYTES },
  qualificationCertificate: { label: 'Qualification certificate', kinds: ['png', 'jpg', 'pdf'], maxBytes: DOCUMENT_MAX_BYTES },
  profilePhoto: { label: 'Profile photo', kinds: ['png', 'jpg'], maxBytes: PHOTO_MAX_BYTES },
} as const;
const documentFileColumn = { addressProof: 'addressProofFileId', qualificationCertificate: 'certificateFileId' } as const;
const DAY_MS = 24 * 60 * 60_000;

/** The spec's clients read `message` from a failed profile submission; every other route answers `error`. */
const alsoAsMessage: Koa.Middleware = async (ctx, next) => {
  ctx.state.errorAlsoAsMessage = true;
  await next();
};

export function counsellorsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  const submissions = rateLimit(deps.db, 'counsellor-profile', PROFILE_SUBMISSIONS_PER_DAY, DAY_MS);

  const publicCounsellor = async (ctx: Koa.Context) => {
    const { id } = parse(idParam, ctx.params);
    const row = await findCounsellor(deps.db, id);
    const viewer = await currentUser(ctx, deps);
    const ownerOrAdmin = Boolean(row && (viewer?.role === 'admin' || viewer?.id === row.id));
    if (!row || !(isPublic(row) || ownerOrAdmin)) throw new NotFoundError('Counsellor not found');
    return { row, viewer, ownerOrAdmin };
  };

  /** The counsellor's documents and anything pending review: themself and admins only (401 signed out, else 403). */
  const ownerOrAdminOnly = ({ viewer, ownerOrAdmin }: { viewer: unknown; ownerOrAdmin: boolean }) => {
    if (!ownerOrAdmin) throw viewer ? new ForbiddenError() : new UnauthorizedError();
  };

  router.get('/counsellors', async (ctx) => {
    const query = parse(counsellorListQuery, ctx.query);
    const load = async () => {
      const page = await listPublicCounsellors(deps.db, query);
      return { body: page.counsellors, headers: { [TOTAL_COUNT_HEADER]: String(page.total) } };
    };
    // Typed searches and far pages are endless variations: only the first pages of unfiltered lists stay in memory.
    if (query.search || query.location || query.offset >= CACHED_PAGES * query.limit) {
      const document = await load();
      ctx.set(document.headers);
      ctx.body = document.body;
    } else {
      const key = `list:${query.packageType ?? ''}:${query.minRating ?? 0}:${query.limit}:${query.offset}`;
      await sendCachedJson(ctx, deps.cache, 'counsellors', key, load);
    }
  });

  router.get('/counsellors/:id', async (ctx) => {
    ctx.body = toListItem((await publicCounsellor(ctx)).row);
  });

  router.get('/counsellor/:id/profile', async (ctx) => {
    const { row, ownerOrAdmin } = await publicCounsellor(ctx);
    if (!row.name) throw new NotFoundError('Profile not found');
    const profile: CounsellorProfile = { name: row.name, specialization: row.specialization ?? COUNSELLOR_DEFAULTS.specialization };
    // The sign-in address is no one else's business (docs/decisions/0039).
    ctx.body = ownerOrAdmin ? { ...profile, email: row.email, details: toProfileDetails(row) } : profile;
  });

  router.post('/counsellor/:id/profile', alsoAsMessage, requireRole(deps, 'counsellor'), async (ctx) => {
    const { id } = parse(idParam, ctx.params);
    if (userOf(ctx).id !== id) throw new ForbiddenError('You can only complete your own profile');
    const admission = await submissions.take(id, deps.clock.now());
    if (!admission.admitted) {
      throw tooManyRequests(
        ctx,
        admission.retryAfterSeconds,
        'TOO_MANY_PROFILE_SUBMISSIONS',
        `You can submit your profile at most ${PROFILE_SUBMISSIONS_PER_DAY} times a day. Please try again tomorrow.`,
      );
    }
    const form = await readMultipart(ctx, fileRules);
    const fields = parse(counsellorProfileFields, form.fields);
    const { sentForReview } = await submitProfile(deps, id, fields, form.files, actorOf(ctx));
    ctx.status = 201;
    const row = await findCounsellor(deps.db, id);
    if (!row) throw new NotFoundError('Counsellor not found');
    ctx.body = { ...toListItem(row), sentForReview } satisfies ProfileSubmissionResult;
  });

  router.get('/counsellors/:id/photo', async (ctx) => {
    const { pending } = parse(fileQuery, ctx.query);
    const found = await publicCounsellor(ctx);
    if (pending === 'true') ownerOrAdminOnly(found);
    await sendFile(ctx, deps.files, (pending === 'true' ? found.row.pendingChange?.photoFileId : found.row.photoFileId) ?? null);
  });

  router.get('/counsellors/:id/documents/:document', async (ctx) => {
    const { pending } = parse(fileQuery, ctx.query);
    const found = await publicCounsellor(ctx);
    const document = z.enum(['addressProof', 'qualificationCertificate']).safeParse(ctx.params.document);
    if (!document.success) throw new NotFoundError('Document not found');
    ownerOrAdminOnly(found);
    const column = documentFileColumn[document.data];
    await sendFile(ctx, deps.files, (pending === 'true' ? found.row.pendingChange?.[column] : found.row[column]) ?? null);
  });

  return router;
}
