// Counsellor use cases: each is one command through the handler, with files stored only once the request is valid.
import { counsellorDocumentFields, type CounsellorDocument, type CounsellorProfileFields } from '@margdarshak/contracts/api/counsellors';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import { handleCommand, loadState, type Actor } from '../../platform/commandHandler';
import type { FileRef } from '../../platform/files/fileStore';
import type { Upload } from '../../platform/files/multipart';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import { eraseUser } from '../accounts';
import { counsellorStream, evolve, initialState } from './counsellor';
import { decide, sentForReview, type CounsellorCommand, type ProfileSubmission } from './counsellor.decider';

const aggregate = { initialState, evolve };

const run = (deps: AppDeps, counsellorId: string, command: CounsellorCommand, actor: Actor) => handleCommand(deps, aggregate, counsellorStream(counsellorId), (state) => decide(command, state), actor);

export async function registerCounsellor(deps: AppDeps, counsellorId: string, actor: Actor): Promise<void> {
  await run(deps, counsellorId, { type: 'RegisterCounsellor', counsellorId }, actor).catch((error: unknown) => {
    if (!(error instanceof ConflictError)) throw error;
  });
}

/**
 * A profile form: the files the counsellor picked are stored, then decided on; the approved name is opened from the
 * stream to tell the decider whether the submitted one differs. Answers whether a change went to review.
 */
export async function submitProfile(deps: AppDeps, counsellorId: string, fields: CounsellorProfileFields, uploads: Partial<Record<CounsellorDocument, Upload>>, actor: Actor) {
  const saved: FileRef[] = [];
  try {
    const documents: Partial<Record<CounsellorDocument, FileRef>> = {};
    for (const field of counsellorDocumentFields) {
      const upload = uploads[field];
      if (!upload) continue;
      documents[field] = await deps.files.save(upload.bytes, upload.kind);
      saved.push(documents[field]);
    }
    const seal = (text: string) => deps.vault.seal(counsellorId, text);
    const [name, mobile, address, approvedName] = await Promise.all([seal(fields.name), seal(fields.mobile), seal(fields.address), approvedNameOf(deps, counsellorId)]);
    const profile: ProfileSubmission = {
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
      ...(approvedName && approvedName.text === fields.name ? { nameUnchangedFrom: approvedName.sealed } : {}),
    };
    const { events } = await run(deps, counsellorId, { type: 'SubmitProfile', profile }, actor);
    return { sentForReview: sentForReview(events) };
  } catch (error) {
    await Promise.all(saved.map((file) => deps.files.remove(file.id)));
    throw error;
  }
}

async function approvedNameOf(deps: AppDeps, counsellorId: string): Promise<{ sealed: string; text: string | undefined } | undefined> {
  const state = await loadState(deps.eventStore, aggregate, counsellorStream(counsellorId));
  if (state.status === 'none' || !state.profile) return undefined;
  return { sealed: state.profile.name, text: await deps.vault.open(counsellorId, state.profile.name) };
}

export type StatusChange = 'approve' | 'reject' | 'pause' | 'resume';

export async function changeStatus(deps: AppDeps, counsellorId: string, change: StatusChange, actor: Actor, reason?: string) {
  const command: CounsellorCommand =
    change === 'approve'
      ? { type: 'ApproveCounsellor', counsellorId }
      : change === 'reject'
        ? { type: 'RejectCounsellor', counsellorId, ...(reason ? { reason: await deps.vault.seal(counsellorId, reason) } : {}) }
        : { type: change === 'pause' ? 'PauseCounsellor' : 'ResumeCounsellor', counsellorId };
  await run(deps, counsellorId, command, actor);
}

/** An admin's decision on a counsellor's pending change; a rejection's reason is sealed as their personal data. */
export async function reviewChange(deps: AppDeps, counsellorId: string, decision: { approve: true } | { approve: false; reason: string }, actor: Actor) {
  const command: CounsellorCommand = decision.approve ? { type: 'ApproveChange', counsellorId } : { type: 'RejectChange', counsellorId, reason: await deps.vault.seal(counsellorId, decision.reason) };
  await run(deps, counsellorId, command, actor);
}

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
