import { describe, expect, it } from 'vitest';
import type { StudentProfileUpdated } from '@margdarshak/contracts/events/students';
import type { UserState } from '../accounts';
import { evolve, initialState } from './studentProfile';
import { decide, type StudentProfileCommand } from './studentProfile.decider';

const studentId = '6b7a3c1e-0a61-4b8f-9a52-0c1d5e6f7a21';
const sealed = 'pd1.a.b.c';
const profile: StudentProfileUpdated['data'] = {
  studentId,
  name: sealed,
  mobile: sealed,
  schoolName: null,
  age: sealed,
  location: null,
  academics: sealed,
  fatherName: null,
  fatherOccupation: null,
  motherName: null,
  motherOccupation: null,
};
const photo = (n: number) => ({ id: `6b7a3c1e-0a61-4b8f-9a52-0c1d5e6f7a3${n}`, sha256: 'x', size: 10, contentType: 'image/png' });
const student: UserState = { status: 'active', role: 'student' };
const save = (account: UserState): StudentProfileCommand => ({ type: 'SaveProfile', account, profile });

describe('student profile decider', () => {
  it('saves the profile and changes the photo of an active student', () => {
    expect(decide(save(student))).toEqual([{ type: 'StudentProfileUpdated', data: profile }]);
    expect(decide({ type: 'ChangePhoto', account: student, studentId, photo: photo(1) })).toEqual([{ type: 'StudentPhotoChanged', data: { studentId, photo: photo(1) } }]);
  });

  it('refuses an account that is not an active student’s: unknown, erased, abandoned, a counsellor or an admin', () => {
    const others: UserState[] = [{ status: 'none' }, { status: 'erased' }, { status: 'abandoned' }, { status: 'active', role: 'counsellor' }, { status: 'active', role: 'admin' }];
    for (const account of others) {
      expect(() => decide(save(account))).toThrow('Student not found');
      expect(() => decide({ type: 'ChangePhoto', account, studentId, photo: photo(1) })).toThrow('Student not found');
    }
  });

  it('remembers the current photo and every photo ever referenced, for the erasure', () => {
    const state = [
      ...decide({ type: 'ChangePhoto', account: student, studentId, photo: photo(1) }),
      ...decide(save(student)),
      ...decide({ type: 'ChangePhoto', account: student, studentId, photo: photo(2) }),
    ].reduce(evolve, initialState);
    expect(state).toEqual({ photoFileId: photo(2).id, fileIds: [photo(1).id, photo(2).id] });
  });
});
