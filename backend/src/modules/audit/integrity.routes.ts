// Tamper evidence over HTTP: the last verification's outcome for the back office (admins and auditors), and a signed
// digest of every stream head on demand (admins; the schedule appends one every AUDIT_DIGEST_EVERY_MINUTES anyway).
import Router from '@koa/router';
import { formatPosition, type VerificationStatus } from '@margdarshak/contracts/api/audit';
import { auditEvents } from '@margdarshak/contracts/events/audit';

import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { requireRole } from '../../platform/http/guards';
import { appendHeadsDigest } from './digests';
import { auditVerificationsStream } from './integrityStreams';

export async function lastVerification(deps: Pick<AppDeps, 'eventStore'>): Promise<VerificationStatus> {
  const last = (await deps.eventStore.readStream(auditVerificationsStream)).findLast((e) => e.type === 'AuditVerificationCompleted');
  if (!last) return { last: null };
  const d = auditEvents.AuditVerificationCompleted.schema.parse(last.data);
  return {
    last: {
      at: d.completedAt,
      ok: d.ok,
      events: d.events,
      streams: d.streams,
      brokenChains: d.brokenChains,
      digests: d.digests,
      readModels: d.readModels,
      durationMs: d.durationMs,
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
