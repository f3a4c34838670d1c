// Package commands and the pure rules that turn them into events.
import type { z } from 'zod';
import type { packageInput } from '@margdarshak/contracts/api/packages';
import type { PackageEvent } from '@margdarshak/contracts/events/packages';
import { ConflictError, NotFoundError } from '../../platform/http/errors';
import type { PackageState } from './package';

export type PackageFields = z.output<typeof packageInput>;

export type PackageCommand =
  | { type: 'CreatePackage'; packageId: string; fields: PackageFields }
  | { type: 'UpdatePackage'; packageId: string; fields: PackageFields }
  | { type: 'DeletePackage'; packageId: string };

const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);

/** The event's data: the Hindi words as given (null removes them), or, on an edit that leaves them out, as they were. */
function packageData(packageId: string, fields: PackageFields, hindiBefore: PackageFields['hindi'] = null) {
  const { price, hindi, ...rest } = fields;
  const words = hindi === undefined ? hindiBefore : hindi;
  return { packageId, ...rest, pricePaise: rupeesToPaise(price), ...(words ? { hindi: words } : {}) };
}

export function decide(command: PackageCommand, state: PackageState): PackageEvent[] {
  switch (command.type) {
    case 'CreatePackage':
      if (state.status !== 'none') throw new ConflictError('PACKAGE_EXISTS', 'Package already exists');
      return [{ type: 'PackageCreated', data: packageData(command.packageId, command.fields) }];
    case 'UpdatePackage':
      if (state.status !== 'active') throw new NotFoundError('Package not found');
      return [{ type: 'PackageUpdated', data: packageData(command.packageId, command.fields, state.hindi) }];
    case 'DeletePackage':
      if (state.status !== 'active') throw new NotFoundError('Package not found');
      return [{ type: 'PackageDeleted', data: { packageId: command.packageId, type: state.type } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
