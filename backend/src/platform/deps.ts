// What every module may depend on. Wired in main.ts (and in tests), never imported as singletons; the composition root
// (app.ts) only composes, so modules import this type from here rather than from it.
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { PersonalDataVault } from '@margdarshak/projections/personalData';
import type { ReadModelWaiter } from '@margdarshak/projections/readModelProgress';
import type { Clock } from './clock';
import type { Config } from './config';
import type { EventStore } from './eventStore/eventStore';
import type { FileStore } from './files/fileStore';
import type { Mailer } from './mail/mailer';
import type { PaymentGateway } from './payments/paymentGateway';
import type { ProcessMetrics } from './metrics/processMetrics';
import type { Workflows } from './processors/workflows';
import type { ReadModelCache } from './readModelCache';
import type { SessionStore } from './http/sessionStore';
import type { ChatFeed } from './ports/chatFeed';
import type { PdfRenderer } from './ports/pdfRenderer';
import type { VideoRoom } from './ports/videoRoom';

export interface AppDeps {
  config: Config;
  logger: Logger;
  clock: Clock;
  eventStore: EventStore;
  /** Read models, sessions and the personal-data keys: always PostgreSQL. */
  db: Knex;
  /** Resolves once the projections fed by `eventTypes` have applied the log up to `position` (bounded wait). */
  readModels: ReadModelWaiter;
  /** Hot reads kept in memory until their projection changes. */
  cache: ReadModelCache;
  /** Signed-in sessions: in PostgreSQL, with copies in memory until they end. */
  sessions: SessionStore;
  vault: PersonalDataVault;
  mail: Mailer;
  /** Uploaded documents and photos, outside any static root. */
  files: FileStore;
  /** HMAC key for e-mail stream names, cookies and tokens. */
  serverSecret: string;
  /** Razorpay, or the local test gateway (the embedded default). */
  payments: PaymentGateway;
  /** Renders reports to PDF off the event loop, keeping recent ones. */
  pdf: PdfRenderer;
  /** The open chat streams of this process and the one follower of the log that feeds them. */
  chatFeed: ChatFeed;
  /** Waits for the processors' jobs a request set off (a refund, a slot freed) before it answers. */
  workflows: Workflows;
  /** Where sessions' default video rooms are (Jitsi Meet on VIDEO_BASE_URL). */
  video: VideoRoom;
  /** This process's counters for GET /metrics (requests, mail and gateway failures, Node's own figures). */
  metrics: ProcessMetrics;
}
