// The demo data `npm start` puts in place once, sent as commands through the same handlers the API uses.
// Fixed ids make every step idempotent: a second run finds each thing already there and moves on.
import { packageInput } from '@margdarshak/contracts/api/packages';
import type { AppDeps } from '@margdarshak/backend/app';
import { ConflictError } from '@margdarshak/backend/platform/http/errors';
import { createPackage } from '@margdarshak/backend/modules/packages/packages';
import { demoPackages } from './demoPackages';

const seeder = { role: 'system' as const, correlationId: 'demo-seed' };

async function once(step: () => Promise<unknown>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
  }
}

export async function seedDemoData(deps: AppDeps): Promise<void> {
  for (const { id, ...fields } of demoPackages) {
    await once(() => createPackage(deps, packageInput.parse(fields), seeder, id));
  }
}
