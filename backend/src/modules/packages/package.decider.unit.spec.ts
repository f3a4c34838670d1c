import { describe, expect, it } from 'vitest';
import type { PackageEvent } from '@margdarshak/contracts/events/packages';
import { evolve, initialState } from './package';
import { decide, type PackageCommand, type PackageFields } from './package.decider';

const id = '3f1c2b1e-6a61-4b8f-9a52-0c1d5e6f7a09';
const fields: PackageFields = { name: 'Basic', description: 'One session', price: 999, type: 'basic', features: ['One session'], highlighted: false };
const created: PackageEvent = {
  type: 'PackageCreated',
  data: { packageId: id, name: 'Basic', description: 'One session', pricePaise: 99_900, type: 'basic', features: ['One session'], highlighted: false },
};

const given = (events: PackageEvent[]) => ({
  when: (command: PackageCommand) => {
    const run = () => decide(command, events.reduce(evolve, initialState));
    // biome-ignore lint/suspicious/noThenProperty: the Given/When/Then test language of decider specs; its result is never awaited
    return { then: (expected: PackageEvent[]) => expect(run()).toEqual(expected), thenThrows: (message: string) => expect(run).toThrow(message) };
  },
});

describe('package decider', () => {
  it('creates a package with its price in paise', () => given([]).when({ type: 'CreatePackage', packageId: id, fields }).then([created]));
  it('refuses to create a package twice', () => given([created]).when({ type: 'CreatePackage', packageId: id, fields }).thenThrows('Package already exists'));
  it('updates an existing package', () =>
    given([created])
      .when({ type: 'UpdatePackage', packageId: id, fields: { ...fields, price: 1499 } })
      .then([{ type: 'PackageUpdated', data: { ...created.data, pricePaise: 149_900 } }]));
  it('refuses to update a package that does not exist', () => given([]).when({ type: 'UpdatePackage', packageId: id, fields }).thenThrows('Package not found'));
  it('deletes a package once', () => {
    given([created])
      .when({ type: 'DeletePackage', packageId: id })
      .then([{ type: 'PackageDeleted', data: { packageId: id, type: 'basic' } }]);
    given([created, { type: 'PackageDeleted', data: { packageId: id, type: 'basic' } }])
      .when({ type: 'DeletePackage', packageId: id })
      .thenThrows('Package not found');
  });
  describe('its Hindi words (issue 33)', () => {
    const hindi = { name: 'बेसिक', description: 'एक सेशन', features: ['एक सेशन'] };
    const withHindi: PackageEvent = { type: 'PackageCreated', data: { ...created.data, hindi } };
    it('are recorded when written', () =>
      given([])
        .when({ type: 'CreatePackage', packageId: id, fields: { ...fields, hindi } })
        .then([withHindi]));
    it('are kept by an edit that does not mention them', () =>
      given([withHindi])
        .when({ type: 'UpdatePackage', packageId: id, fields: { ...fields, price: 1499 } })
        .then([{ type: 'PackageUpdated', data: { ...withHindi.data, pricePaise: 149_900 } }]));
    it('are replaced by an edit that gives new ones, and removed by one that gives null', () => {
      const newer = { ...hindi, name: 'बेसिक पैकेज' };
      given([withHindi])
        .when({ type: 'UpdatePackage', packageId: id, fields: { ...fields, hindi: newer } })
        .then([{ type: 'PackageUpdated', data: { ...created.data, hindi: newer } }]);
      given([withHindi])
        .when({ type: 'UpdatePackage', packageId: id, fields: { ...fields, hindi: null } })
        .then([{ type: 'PackageUpdated', data: created.data }]);
    });
    it('stay removed after an edit that does not mention them', () =>
      given([withHindi, { type: 'PackageUpdated', data: created.data }])
        .when({ type: 'UpdatePackage', packageId: id, fields })
        .then([{ type: 'PackageUpdated', data: created.data }]));
  });
  it('refuses to bring a deleted package back', () =>
    given([created, { type: 'PackageDeleted', data: { packageId: id, type: 'basic' } }])
      .when({ type: 'CreatePackage', packageId: id, fields })
      .thenThrows('Package already exists'));
});
