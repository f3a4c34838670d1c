// A package's life: created, updated any number of times, deleted.
import type { PackageType } from '@margdarshak/contracts/api/packages';
import type { PackageEvent } from '@margdarshak/contracts/events/packages';

type HindiWords = NonNullable<Extract<PackageEvent, { type: 'PackageCreated' }>['data']['hindi']>;

/** An active package remembers its Hindi words: an edit that does not mention them keeps them. */
export type PackageState = { status: 'none' } | { status: 'active'; type: PackageType; hindi: HindiWords | null } | { status: 'deleted' };

export const initialState: PackageState = { status: 'none' };

export function evolve(_state: PackageState, event: PackageEvent): PackageState {
  switch (event.type) {
    case 'PackageCreated':
    case 'PackageUpdated':
      return { status: 'active', type: event.data.type, hindi: event.data.hindi ?? null };
    case 'PackageDeleted':
      return { status: 'deleted' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const packageStream = (packageId: string) => `package-${packageId}`;
