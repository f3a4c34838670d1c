// Tamper evidence over HTTP: the last verification's outcome for the back office (admins and auditors), and a signed
// digest of every stream head on demand (admins; the schedule appends one every AUDIT_DIGEST_EVERY_MINUTES anyway).
import Router from '@koa/router';
import { formatPosition, type VerificationStatus } from '@margdarshak/contracts/api/audit';
import { VERIFICATION_STALE_DAYS } from '@margdarshak/contracts/api/auditIntegrity';
import { auditEvents } from '@margdarshak/contracts/events/audit';

import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { requireRole } from '../../platform/http/guards';
import { appendHeadsDigest } from './digests';
import { auditVerificationsStream } from './integrityStreams';

const staleMs = VERIFICATION_STALE_DAYS * 24 * 60 * 60_000;

/** The last verification's time and result, and whether it is too old (by the product's clock) to be reassuring. */
export async function lastVerification(deps: Pick<AppDeps, 'eventStore' | 'clock'>): Promise<VerificationStatus> {
  const last = (await deps.eventStore.readStream(auditVerificationsStream)).findLast((e) => e.type === 'AuditVerificationCompleted');
  if (!last) return { last: null, stale: true };
  const d = auditEvents.AuditVerificationCompleted.schema.parse(last.data);
  return {
    stale: deps.clock.now().getTime() - Date.parse(d.completedAt) > staleMs,
    last: {
      at: d.completedAt,
      ok: d.ok,
      events: d.events,
      streams: d.streams,
      brokenChains: d.brokenChains,
      digests: d.digests,
      readModels: d.readModels,
      durationMs: d.durationMs,
      ...(d.problems ? { problems: d.problems } : {}),
    },
  };
}

export function integrityRoutes(deps: AppDeps): Router {
  const router = new Router();

  router.get('/api/audit/verification', requireRole(deps, 'admin', 'auditor'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await lastVerification(deps);
  });

  router.post('/api/admin/audit/digest', requireRole(deps, 'admin'), async (ctx) => {
    const { digest, position } = await appendHeadsDigest(deps, actorOf(ctx));
    ctx.status = 201;
    ctx.body = { ...digest, position: formatPosition(position) };
  });

  return router;
}
