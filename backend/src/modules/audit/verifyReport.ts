// The verify report as people read it on a terminal: what was checked, then every difference, then the verdict.
import { formatPosition } from '@margdarshak/contracts/api/audit';
import { digestErrorProblem } from './outsideCheck';
import type { VerifyReport } from './verify';

const n = (value: number) => value.toLocaleString('en-IN');

export function formatVerifyReport(report: VerifyReport): string {
  const { chains, readModels } = report;
  const lines: string[] = [];
  const rate = chains.events / Math.max(report.chainSeconds, 0.001);
  lines.push(
    `Hash chains: ${n(chains.events)} events in ${n(chains.streams)} streams, up to ${chains.upTo ? formatPosition(chains.upTo) : 'the start of the log'} (${report.chainSeconds.toFixed(2)} s, ${n(Math.round(rate))} events/s)`,
  );
  if (chains.legacyEvents > 0) lines.push(`  ${n(chains.legacyEvents)} events were written before hashing began: their chains start after them.`);
  if (chains.breakCount === 0) lines.push('  every chain holds');
  else {
    lines.push(`  ${n(chains.breakCount)} breaks in ${n(chains.brokenChains)} streams:`);
    for (const b of chains.breaks) lines.push(`    ${b.streamName} revision ${b.revision}: ${b.problem}`);
    if (chains.breakCount > chains.breaks.length) lines.push(`    … and ${n(chains.breakCount - chains.breaks.length)} more`);
  }
  lines.push(`Signed digests: ${n(chains.digests.checked)} checked, ${n(chains.digests.failed)} failed`);
  for (const d of chains.digests.problems)
    lines.push(`  the digest ${d.source === 'outside' ? 'copied outside the database, once ' : ''}at ${formatPosition(d.at)} (covering up to ${d.upTo}): ${d.problem}`);
  const { outside } = report;
  lines.push(`Digests kept outside the database: ${outside.note}`);
  if (outside.newest)
    lines.push(
      `  the newest, signed ${outside.newest.digestedAt}, covers up to ${outside.newest.upTo}; ${outside.failed === 0 ? 'the log matches every copy' : `${n(outside.failed)} copies do not match the log (above)`}`,
    );
  for (const problem of outside.problems) lines.push(`  ${problem}`);
  lines.push(`Heads root now: ${chains.headsRoot}`);
  if (!readModels) lines.push('Read models: not compared (--no-read-models)');
  else {
    lines.push(
      `Read models: ${n(readModels.projections)} rebuilt into a scratch schema (${n(readModels.eventsReplayed)} events) and compared with the live ones, ${n(readModels.tables)} tables, ${n(readModels.rows)} rows (${readModels.seconds.toFixed(2)} s)`,
    );
    if (!readModels.settled) lines.push('  the live read models did not catch up with the log while this ran: a difference below may be one that was passing');
    if (readModels.differences.length === 0) lines.push('  every row matches');
    for (const d of readModels.differences) lines.push(`  ${d.table} (${d.projection}): ${n(d.differing)} rows differ, e.g. ${d.ids.join(', ')}`);
  }
  if (report.digest && 'error' in report.digest) lines.push(digestErrorProblem(report.digest.error));
  lines.push(report.ok ? `OK: the log and the read models verify (${(report.durationMs / 1000).toFixed(2)} s).` : 'FAILED: see the differences above.');
  if (report.recordedAt) lines.push(`Recorded as AuditVerificationCompleted at ${formatPosition(report.recordedAt)}.`);
  if (report.digest && 'position' in report.digest)
    lines.push(`A digest covering that record was signed at ${formatPosition(report.digest.position)} and written outside the database (${outside.path}).`);
  return lines.join('\n');
}
