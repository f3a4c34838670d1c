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
      hindi: null,
    });
  });

  describe('the Hindi words (issue 33)', () => {
    const hindi = { name: 'बेसिक', description: 'एक सेशन', features: ['एक सेशन', ''] };

    it('are sent trimmed when written, and as null (none) when every Hindi field is empty', () => {
      expect(toPackageInput({ ...complete, hindi }).hindi).toEqual({ name: 'बेसिक', description: 'एक सेशन', features: ['एक सेशन'] });
      expect(toPackageInput({ ...complete, hindi: { name: ' ', description: null, features: [''] } }).hindi).toBeNull();
      expect(toPackageInput(complete).hindi).toBeNull();
    });

    it('once any is written, need the rest, with the English fields’ messages under the Hindi fields', () => {
      expect(validatePackage({ ...complete, hindi: { name: 'बेसिक' } })).toEqual({
        hindi: { description: 'Missing information: Please fill all required fields', features: 'Missing features: Please add at least one feature' },
      });
      expect(validatePackage({ ...complete, hindi })).toEqual({});
    });
  });
});
