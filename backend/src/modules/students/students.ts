// Student profile use cases: the account is checked in the log before anything is sealed or stored, every personal
// field is sealed with the student's key, and a photo is stored only once the request is valid.
import type { StudentProfileFields } from '@margdarshak/contracts/api/students';
import type { StudentProfileUpdated } from '@margdarshak/contracts/events/students';
import { handleCommand, loadState, type Actor } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import type { Upload } from '../../platform/files/multipart';
import { evolveUser, initialUserState, userStream } from '../accounts';
import { evolve, initialState, studentProfileStream } from './studentProfile';
import { assertStudent, decide, type StudentProfileCommand } from './studentProfile.decider';

const aggregate = { initialState, evolve };
const userAggregate = { initialState: initialUserState, evolve: evolveUser };

const run = (deps: AppDeps, studentId: string, command: StudentProfileCommand, actor: Actor) => handleCommand(deps, aggregate, studentProfileStream(studentId), () => decide(command), actor);

/** The student's account as the log has it, refused unless it is an active student's (no key is made for anyone else). */
async function studentAccount(deps: AppDeps, studentId: string) {
  const account = await loadState(deps.eventStore, userAggregate, userStream(studentId));
  assertStudent(account);
  return account;
}

async function sealProfile(deps: AppDeps, studentId: string, fields: StudentProfileFields): Promise<StudentProfileUpdated['data']> {
  const seal = (text: string) => deps.vault.seal(studentId, text);
  const sealOrNull = async (text: string | null) => (text === null ? null : seal(text));
  const [name, mobile, academics, schoolName, age, location, classLevel, board, medium, fatherName, fatherOccupation, motherName, motherOccupation] = await Promise.all([
    seal(fields.name),
    seal(fields.mobile),
    seal(JSON.stringify(fields.academics)),
    sealOrNull(fields.schoolName),
    sealOrNull(fields.age === null ? null : String(fields.age)),
    sealOrNull(fields.location),
    sealOrNull(fields.classLevel),
    sealOrNull(fields.board),
    sealOrNull(fields.medium),
    sealOrNull(fields.fatherName),
    sealOrNull(fields.fatherOccupation),
    sealOrNull(fields.motherName),
    sealOrNull(fields.motherOccupation),
  ]);
  return { studentId, name, mobile, schoolName, age, location, academics, classLevel, board, medium, fatherName, fatherOccupation, motherName, motherOccupation };
}

export async function saveProfile(deps: AppDeps, studentId: string, fields: StudentProfileFields, actor: Actor): Promise<void> {
  const account = await studentAccount(deps, studentId);
  await run(deps, studentId, { type: 'SaveProfile', account, profile: await sealProfile(deps, studentId, fields) }, actor);
}

/** The new photo replaces the old one, whose file is removed once the change is in the log. */
export async function changePhoto(deps: AppDeps, studentId: string, upload: Upload, actor: Actor): Promise<void> {
  const account = await studentAccount(deps, studentId);
  const before = await loadState(deps.eventStore, aggregate, studentProfileStream(studentId));
  const photo = await deps.files.save(upload.bytes, upload.kind);
  try {
    await run(deps, studentId, { type: 'ChangePhoto', account, studentId, photo }, actor);
  } catch (error) {
    await deps.files.remove(photo.id);
    throw error;
  }
  if (before.photoFileId) await deps.files.remove(before.photoFileId);
}

/** The removal processor's job for an erased account: every photo the student's profile ever referenced goes. */
export async function removeStudentFiles(deps: AppDeps, studentId: string): Promise<void> {
  const state = await loadState(deps.eventStore, aggregate, studentProfileStream(studentId));
  await Promise.all(state.fileIds.map((id) => deps.files.remove(id)));
}
