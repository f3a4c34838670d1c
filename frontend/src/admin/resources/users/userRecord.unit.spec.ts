import { describe, expect, it } from 'vitest';
import { accountTypeLabel, profileStatusLabel, roleLabel } from './userRecord';

describe('a student in the back office (dashboards §2)', () => {
  it('calls the profile Complete or Incomplete', () => {
    expect(profileStatusLabel({ profileComplete: true })).toBe('Complete');
    expect(profileStatusLabel({ profileComplete: false })).toBe('Incomplete');
  });

  it('names the account type and the role in words', () => {
    expect(accountTypeLabel({ accountType: 'email' })).toBe('Email and password');
    expect(roleLabel({ role: 'student' })).toBe('Student');
  });
});
