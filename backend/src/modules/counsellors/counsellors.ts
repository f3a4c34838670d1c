// Counsellor use cases: each is one command through the handler, with files stored only once the request is valid.
import { counsellorDocumentFields, type CounsellorDocument, type CounsellorProfileFields } from '@margdarshak/contracts/api/counsellors';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import { handleCommand, loadState, type Actor } from '../../platform/commandHandler';
import type { FileRef } from '../../platform/files/fileStore';
import type { Upload } from '../../platform/files/multipart';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import { eraseUser } from '../accounts/accounts';
import { counsellorStream, evolve, initialState } from './counsellor';
import { decide, type CounsellorCommand } from './counsellor.decider';

const aggregate = { initialState, evolve };

const run = (deps: AppDeps, counsellorId: string, command: CounsellorCommand, actor: Actor) =>
  handleCommand(deps, aggregate, counsellorStream(counsellorId), (state) => decide(command, state), actor);

export async function registerCounsellor(deps: AppDeps, counsellorId: string, actor: Actor): Promise<void> {
  await run(deps, counsellorId, { type: 'RegisterCounsellor', counsellorId }, actor).catch((error: unknown) => {
    if (!(error instanceof ConflictError)) throw error;
  });
}

export async function submitProfile(deps: AppDeps, counsellorId: string, fields: CounsellorProfileFields, uploads: Record<CounsellorDocument, Upload>, actor: Actor) {
  const saved: FileRef[] = [];
  try {
    const documents = {} as Record<CounsellorDocument, FileRef>;
    for (const field of counsellorDocumentFields) {
      documents[field] = await deps.files.save(uploads[field].bytes, uploads[field].kind);
      saved.push(documents[field]);
    }
    const seal = (text: string) => deps.vault.seal(counsellorId, text);
    const [name, mobile, address] = await Promise.all([seal(fields.name), seal(fields.mobile), seal(fields.address)]);
    const profile = {
      counsellorId,
      name,
      mobile,
      address,
      age: fields.age,
      qualification: fields.qualification,
      specialization: fields.specialization ?? null,
      experience: fields.experience ?? null,
      location: fields.location ?? null,
      offers: { basic: fields.offersBasic, advanced: fields.offersAdvanced, comprehensive: fields.offersComprehensive },
      documents,
    };
    await run(deps, counsellorId, { type: 'SubmitProfile', profile }, actor);
  } catch (error) {
    await Promise.all(saved.map((file) => deps.files.remove(file.id)));
    throw error;
  }
}

export type StatusChange = 'approve' | 'reject' | 'pause' | 'resume';
const statusCommands = { approve: 'ApproveCounsellor', reject: 'RejectCounsellor', pause: 'PauseCounsellor', resume: 'ResumeCounsellor' } as const;

export const changeStatus = (deps: AppDeps, counsellorId: string, change: StatusChange, actor: Actor) =>
  run(deps, counsellorId, { type: statusCommands[change], counsellorId }, actor);

/**
 * An admin deletes an account: the erasure is decided on the account's stream; the processors then free the e-mail,
 * destroy the key, remove a counsellor from every list with their files, and cancel and refund their future sessions.
 */
export async function deleteAccount(deps: AppDeps, userId: string, actor: Actor): Promise<void> {
  const user = await findActiveUser(deps.db, userId);
  if (!user) throw new NotFoundError('User not found');
  if (user.role === 'admin') throw new ConflictError('ADMIN_DELETE', 'Admin accounts cannot be deleted here');
  await eraseUser(deps, userId, actor);
  await deps.workflows.settle(actor);
}

/** The removal processor's job for an erased account: a counsellor's record is deleted and their files removed. */
export async function removeCounsellor(deps: AppDeps, counsellorId: string, actor: Actor): Promise<void> {
  const state = await loadState(deps.eventStore, aggregate, counsellorStream(counsellorId));
  if (state.status === 'none') return;
  if (state.status !== 'deleted') await run(deps, counsellorId, { type: 'DeleteCounsellor', counsellorId }, actor);
  await Promise.all(state.fileIds.map((id) => deps.files.remove(id)));
}
