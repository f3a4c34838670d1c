// The demo data `npm start` puts in place once, sent as commands through the same handlers the API uses.
// Fixed ids make every step idempotent: a second run finds each thing already there and moves on.
import { couponInput } from '@margdarshak/contracts/api/coupons';
import { packageInput } from '@margdarshak/contracts/api/packages';
import type { AppDeps } from '@margdarshak/backend/platform/deps';
import { ConflictError } from '@margdarshak/backend/platform/http/errors';
import { ensureAccount } from '@margdarshak/backend/modules/accounts/index';
import { changeStatus, registerCounsellor, submitProfile } from '@margdarshak/backend/modules/counsellors/index';
import { createCoupon } from '@margdarshak/backend/modules/coupons/index';
import { createPackage } from '@margdarshak/backend/modules/packages/index';
import { findCounsellor } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { avatarPng, demoPdf } from './avatarPng';
import { DEMO_COUNSELLOR_PASSWORD, demoCounsellors, type DemoCounsellor } from './demoCounsellors';
import { demoCoupons } from './demoCoupons';
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
  for (const demo of demoCounsellors) await seedCounsellor(deps, demo);
  for (const coupon of demoCoupons) await once(() => createCoupon(deps, couponInput.parse(coupon), seeder));
}

/** Each step looks at where the counsellor has got to, so an interrupted seed resumes instead of repeating. */
async function seedCounsellor(deps: AppDeps, { email, profile, colours }: DemoCounsellor): Promise<void> {
  const user = await ensureAccount(deps, { email, password: DEMO_COUNSELLOR_PASSWORD, role: 'counsellor' }, seeder);
  const actor = { role: 'counsellor' as const, userId: user.id, correlationId: 'demo-seed' };
  let row = await findCounsellor(deps.db, user.id);
  if (!row) await registerCounsellor(deps, user.id, actor);
  row = await findCounsellor(deps.db, user.id);
  if (row?.status === 'registered') {
    const uploads = {
      profilePhoto: { bytes: avatarPng(...colours), kind: 'png' as const },
      addressProof: { bytes: demoPdf(`Address proof: ${profile.name}`), kind: 'pdf' as const },
      qualificationCertificate: { bytes: demoPdf(`${profile.qualification}: ${profile.name}`), kind: 'pdf' as const },
    };
    await submitProfile(deps, user.id, profile, uploads, actor);
  }
  if ((await findCounsellor(deps.db, user.id))?.status === 'pending') await changeStatus(deps, user.id, 'approve', seeder);
}
