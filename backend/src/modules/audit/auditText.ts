// The audit as text for a terminal (`npm run audit`): a history one event per line, a reconciliation as a table of
// days and a list of differences.
import type { AuditActor, AuditEvent, Reconciliation } from '@margdarshak/contracts/api/audit';

const who = (actor: AuditActor) => {
  if (actor.role === 'system' && !actor.userId) return 'system';
  const name = actor.erased ? '(erased)' : (actor.name ?? '(unknown)');
  return `${actor.role} ${name}`;
};

/** '2026-11-23T11:30:00.000+05:30' -> '2026-11-23 11:30:00 IST'. */
const shortTime = (at: string) => (at.endsWith('+05:30') ? `${at.slice(0, 10)} ${at.slice(11, 19)} IST` : at);

/** An event whose stream fails its hash chain gets a line under it per finding, and the history a warning first. */
export function historyText(title: string, events: readonly AuditEvent[]): string {
  const lines = events.flatMap((event) => [
    [shortTime(event.at), event.position.padEnd(12), `${event.streamName}#${event.revision}`, event.type, `[${who(event.actor)}]`, event.summary].join('  '),
    ...(event.chain ?? []).map((finding) => `    ! ${finding.check}: ${finding.problem}`),
  ]);
  const marked = events.filter((event) => (event.chain ?? []).length > 0).length;
  const warning = marked > 0 ? [`WARNING: ${marked} of these events belong to streams whose hash chain fails (marked !): run npm run audit -- verify.`] : [];
  return [`${title}: ${events.length} event${events.length === 1 ? '' : 's'}`, ...warning, ...lines].join('\n');
}

const money = (n: number) => n.toFixed(2).padStart(12);

export function reconciliationText(report: Reconciliation): string {
  const header = `${'day'.padEnd(10)}  ${'source'.padEnd(10)}  ${'captured'.padStart(12)}  ${'refunded'.padStart(12)}  ${'net'.padStart(12)}`;
  const rows = report.days.flatMap((day) =>
    (['log', 'readModel', 'gateway'] as const).map((source, i) => {
      const f = day[source];
      return `${(i === 0 ? day.date : '').padEnd(10)}  ${source.padEnd(10)}  ${money(f.captured)}  ${money(f.refunded)}  ${money(f.net)}`;
    }),
  );
  const months = (report.months ?? []).map((m) => `${m.month}  log ${money(m.log.net)}  admin stats ${money(m.adminStats.net)}`);
  const differences = report.differences.map((d) => `${d.date}  ${d.source}  ${d.kind}  booking ${d.bookingId ?? '-'}  log ${d.log.toFixed(2)}  other ${d.other.toFixed(2)}  ${d.message}`);
  return [
    `Reconciliation ${report.from} to ${report.to} (India days), gateway: ${report.gateway}`,
    header,
    ...rows,
    ...(months.length ? ['', 'Admin stats by month (net):', ...months] : []),
    '',
    report.differences.length === 0 ? 'No differences.' : `${report.differences.length} difference${report.differences.length === 1 ? '' : 's'}:`,
    ...differences,
    ...invoiceLines(report),
  ].join('\n');
}

function invoiceLines(report: Reconciliation): string[] {
  const { gaps, duplicates, missing } = report.invoices;
  const findings = [...gaps, ...duplicates, ...missing].map((finding) => finding.message);
  return ['', findings.length === 0 ? 'Invoices, receipts and credit notes: in sequence, one for each payment and refund.' : 'Invoices, receipts and credit notes:', ...findings];
}
