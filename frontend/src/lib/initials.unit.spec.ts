import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Meera Iyer', 'MI'],
    ['meera', 'M'],
    ['Dr Ananya Bose', 'AB'],
    ['Dr. Ananya Bose', 'AB'],
    ['Sunita Rao Kulkarni', 'SR'],
    ['सुनीता राव', 'सु'],
    ['डॉ. अनन्या बोस', 'अ'],
    ['  ', ''],
  ])('%s -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
