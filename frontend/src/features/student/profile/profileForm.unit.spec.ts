import { describe, expect, it } from 'vitest';
import { noProfileDetails, STUDENT_FALLBACK_MOBILE, studentProfileRequest, type StudentProfile } from '@margdarshak/contracts/api/students';
import { profileMessages } from './messages';
import { checkProfile, emptyAcademicRow, photoProblem, profileRequestFrom, profileValuesFrom, type ProfileValues } from './profileForm';

const fallbackProfile: StudentProfile = {
  name: 'priya.s',
  mobile: STUDENT_FALLBACK_MOBILE,
  profilePhoto: null,
  profileComplete: false,
  ...noProfileDetails(),
};

const filled = (patch: Partial<ProfileValues> = {}): ProfileValues => ({
  ...profileValuesFrom(undefined),
  name: 'Priya Sharma',
  mobile: '+91 98765 43210',
  ...patch,
});

describe('the student profile form', () => {
  it('never starts with the fallback name or the 9999999999 mobile before the first save', () => {
    const values = profileValuesFrom(fallbackProfile);
    expect(values.name).toBe('');
    expect(values.mobile).toBe('');
    expect(values.academics).toEqual([emptyAcademicRow]);
  });

  it('starts from the saved profile once there is one', () => {
    const values = profileValuesFrom({ ...fallbackProfile, name: 'Priya Sharma', mobile: '9876543210', profileComplete: true, age: 16, academics: [{ grade: 'Class 10', marks: '91%' }] });
    expect(values).toMatchObject({ name: 'Priya Sharma', mobile: '9876543210', age: '16', academics: [{ grade: 'Class 10', marks: '91%' }] });
  });

  it('does not send empty academic rows, and sends a blank age as not given', () => {
    const request = profileRequestFrom(filled({ academics: [{ grade: 'Class 10', marks: '91%' }, emptyAcademicRow], age: ' ' }));
    expect(request.academics).toEqual([{ grade: 'Class 10', marks: '91%' }]);
    expect(request.age).toBeNull();
  });

  it('accepts a name and an Indian mobile with nothing else', () => {
    expect(checkProfile(filled()).ok).toBe(true);
  });

  it('names the field and the row a message belongs to, counting rows as the student sees them', () => {
    const result = checkProfile(filled({ name: 'P', mobile: '12345', age: '7', academics: [emptyAcademicRow, { grade: 'Class 12', marks: '' }] }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe('Name must be at least 2 characters');
    expect(result.errors.mobile).toBe('Enter a 10-digit Indian mobile number (+91 optional)');
    expect(result.errors.age).toBe('Age must be between 10 and 35');
    expect(result.errors['academics.1.marks']).toBe('Marks are required');
  });

  it('starts the class, board and medium as saved, sends them, and sends a choice left empty as not given', () => {
    const saved = { ...fallbackProfile, profileComplete: true, classLevel: 'class_12', board: 'icse_isc', medium: 'hindi' } as const;
    const values = profileValuesFrom(saved);
    expect([values.classLevel, values.board, values.medium]).toEqual(['class_12', 'icse_isc', 'hindi']);
    expect(profileValuesFrom(undefined)).toMatchObject({ classLevel: '', board: '', medium: '' });
    const checked = checkProfile(filled({ classLevel: 'class_9', board: '', medium: 'other_regional' }));
    expect(checked.ok && studentProfileRequest.parse(checked.request)).toMatchObject({ classLevel: 'class_9', board: null, medium: 'other_regional' });
  });

  it('refuses an age that is not a number', () => {
    const result = checkProfile(filled({ age: 'abc' }));
    expect(result).toEqual({ ok: false, errors: { age: 'Age must be a whole number' } });
  });

  it('takes PNG and JPG photos up to 5MB', () => {
    const file = (type: string, size: number) => new File([new Uint8Array(size)], 'photo', { type });
    expect(photoProblem(file('image/png', 1024))).toBeUndefined();
    expect(photoProblem(file('image/jpeg', 5 * 1024 * 1024))).toBeUndefined();
    const english = profileMessages.translator('en');
    expect(english(photoProblem(file('image/gif', 1024)) ?? 'photo.none')).toBe('Profile photo must be PNG or JPG');
    expect(english(photoProblem(file('image/png', 5 * 1024 * 1024 + 1)) ?? 'photo.none')).toBe('Profile photo must be at most 5MB');
  });
});
