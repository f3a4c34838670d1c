// A mail transport that counts the messages it failed to take (margdarshak_mail_send_failures_total), then fails as
// before: the processor that sent the mail retries it.
import type { ProcessMetrics } from '../metrics/processMetrics';
import type { MailTransport } from './mailer';

export function countedTransport(transport: MailTransport, name: 'outbox' | 'smtp', metrics: Pick<ProcessMetrics, 'mailFailures'>): MailTransport {
  const delivered = transport.delivered?.bind(transport);
  return {
    ...(delivered ? { delivered } : {}),
    async deliver(message) {
      try {
        await transport.deliver(message);
      } catch (error) {
        metrics.mailFailures.inc({ transport: name });
        throw error;
      }
    },
  };
}
