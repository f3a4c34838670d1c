// After the rows are back: the product's tables made as a start would make them, every read model rebuilt from the
// restored log, and the audit's verification of the hash chains and signed digests (and, asked, of the read models).
import type { Knex } from 'knex';
import { projections } from '@margdarshak/projections/registry';
import { rebuildProjection } from '@margdarshak/projections/rebuild';
import type { PersonalDataVault } from '@margdarshak/projections/personalData';
import { systemClock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { EventStore } from '../../platform/eventStore/eventStore';
import { untilCommittedIsVisible } from '../../platform/eventStore/postgres/logHorizon';
import { migrateLocalGateway } from '../../platform/payments/localGatewayTables';
import { migrateJobs } from '../../platform/processors/jobs';
import { processorStarts } from '../../platform/processors/starts';
import { migrateCopies, verifyLog } from '../../modules/audit';
import { migrate } from '../../main';

/** Every table a backup's rows may go into, on the empty target. */
export async function migrateTarget(db: Knex, databaseUrl: string, config: Config): Promise<void> {
  await migrate(db, databaseUrl, config);
  await migrateJobs(db);
  await processorStarts(db, { headPosition: async () => undefined }, []);
  await migrateLocalGateway(db);
  await migrateCopies(db);
}

export interface RestoredProduct {
  db: Knex;
  eventStore: EventStore;
  vault: PersonalDataVault;
  serverSecret: string;
  config: Pick<Config, 'auditDigestDir'>;
}

/** Rebuilds every read model, then verifies; the report says whether anything differs. Records nothing in the log. */
export async function rebuildAndVerify(product: RestoredProduct, { readModels }: { readModels: boolean }) {
  // The restored log is committed, but another database's open transaction on the same server may still hide its end.
  if (!(await untilCommittedIsVisible((sql) => product.db.raw(sql)))) throw new Error('The restored log did not become readable within 30 s: another transaction on this server stays open');
  for (const projection of projections) {
    await rebuildProjection({ db: product.db, log: product.eventStore, projection, context: { openPersonalData: product.vault.open } });
  }
  return verifyLog({ ...product, clock: systemClock, projections }, { readModels, record: false });
}
