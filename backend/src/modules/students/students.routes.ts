// The student profile (dashboards §3, §7; public-area §3 reads its name and mobile during booking): read and saved by
// the student themself or an admin, with its photo sent on its own as a multipart form.
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { PHOTO_MAX_BYTES, REQUIRED_FILE_MESSAGES } from '@margdarshak/contracts/api/counsellors';
import { studentProfileRequest, type StudentProfile } from '@margdarshak/contracts/api/students';
import { findStudentProfile, toStudentProfile } from '@margdarshak/projections/students/studentProfilesQueries';
import type { AppDeps } from '../../platform/deps';
import { readMultipart } from '../../platform/files/multipart';
import { sendFile } from '../../platform/files/sendFile';
import { actorOf } from '../../platform/http/actor';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/http/errors';
import { requireRole, userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';
import { mayReadStudentProfile } from './studentAccess';
import { changePhoto, saveProfile } from './students';

const studentParam = z.object({ id: uuidId('Student not found') });
const photoRule = { profilePhoto: { label: 'Profile photo', kinds: ['png', 'jpg'], maxBytes: PHOTO_MAX_BYTES } } as const;

export function studentsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  const studentOrAdmin = requireRole(deps, 'student', 'admin');

  const ownStudent = (ctx: Koa.Context) => {
    const { id } = parse(studentParam, ctx.params);
    const user = userOf(ctx);
    if (user.role !== 'admin' && user.id !== id) throw new ForbiddenError('You can only see or change your own profile');
    return id;
  };

  const profileOf = async (studentId: string): Promise<StudentProfile> => {
    const row = await findStudentProfile(deps.db, studentId);
    if (!row) throw new NotFoundError('Student not found');
    return toStudentProfile(row);
  };

  const answer = async (ctx: Koa.Context, studentId: string) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await profileOf(studentId);
  };

  router.get('/students/:id/profile', studentOrAdmin, async (ctx) => {
    await answer(ctx, ownStudent(ctx));
  });

  router.put('/students/:id/profile', studentOrAdmin, async (ctx) => {
    const id = ownStudent(ctx);
    await saveProfile(deps, id, parse(studentProfileRequest, ctx.request.body), actorOf(ctx));
    await answer(ctx, id);
  });

  router.put('/students/:id/profile/photo', studentOrAdmin, async (ctx) => {
    const id = ownStudent(ctx);
    const { files } = await readMultipart(ctx, photoRule);
    if (!files.profilePhoto) throw new ValidationError([{ path: 'profilePhoto', message: REQUIRED_FILE_MESSAGES.profilePhoto }]);
    await changePhoto(deps, id, files.profilePhoto, actorOf(ctx));
    await answer(ctx, id);
  });

  // The photo is also for the counsellor of a paid session with the student (the session page shows it).
  router.get('/students/:id/profile/photo', requireRole(deps, 'student', 'counsellor', 'admin'), async (ctx) => {
    const { id } = parse(studentParam, ctx.params);
    if (!(await mayReadStudentProfile(deps, userOf(ctx), id))) throw new ForbiddenError('You can only see your own profile');
    const row = await findStudentProfile(deps.db, id);
    await sendFile(ctx, deps.files, row?.photoFileId ?? null);
  });

  return router;
}
