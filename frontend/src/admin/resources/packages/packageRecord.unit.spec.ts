import { describe, expect, it } from 'vitest';
import { toPackageInput, validatePackage } from './packageRecord';

const complete = { name: 'Basic', description: 'One session', price: 999, type: 'basic', highlighted: false, features: ['One session'] };

describe('package form rules (dashboards §5)', () => {
  it('accepts a complete package', () => {
    expect(validatePackage(complete)).toEqual({});
  });

  it('asks for every required field with one message', () => {
    const errors = validatePackage({ features: ['x'], name: null, description: '  ', price: null, type: null });
    const missing = 'Missing information: Please fill all required fields';
    expect(errors).toMatchObject({ name: missing, description: missing, price: missing, type: missing });
  });

  it('needs at least one non-blank feature', () => {
    expect(validatePackage({ ...complete, features: ['  ', null] }).features).toBe('Missing features: Please add at least one feature');
    expect(validatePackage({ ...complete, features: [] }).features).toBe('Missing features: Please add at least one feature');
  });

  it('refuses a price that is not a whole number of rupees', () => {
    expect(validatePackage({ ...complete, price: 999.5 }).price).toBe('Price must be a whole number of rupees');
  });

  it('refuses a price under ₹1', () => {
    expect(validatePackage({ ...complete, price: 0 }).price).toBe('Price must be at least ₹1');
  });

  it('sends trimmed values without blank feature rows', () => {
    expect(toPackageInput({ ...complete, name: ' Basic ', features: [' One session ', '', null, 'Report'] })).toEqual({
      ...complete,
      features: ['One session', 'Report'],
    });
  });
});
