// The packages read model: one row per live package, prices in paise, features as a JSON list.
import type { Knex } from 'knex';
import type { PackageType } from '@margdarshak/contracts/api/packages';
import { packageEvents } from '@margdarshak/contracts/events/packages';
import { rowProjection } from '../rowProjection';

export const packagesTable = 'packages';

export interface PackageRow {
  id: string;
  type: PackageType;
  name: string;
  description: string;
  pricePaise: number;
  features: string[];
  highlighted: boolean;
  /** The admin's Hindi words, if written (issue 33). */
  hindi: { name: string; description: string; features: string[] } | null;
  createdAt: string;
  updatedAt: string;
}

async function migrate(db: Knex) {
  if (await db.schema.hasTable(packagesTable)) return;
  await db.schema.createTable(packagesTable, (table) => {
    table.uuid('id').primary();
    table.text('type').notNullable().index();
    table.text('name').notNullable();
    table.text('description').notNullable();
    table.bigInteger('price_paise').notNullable();
    table.jsonb('features').notNullable();
    table.boolean('highlighted').notNullable();
    table.jsonb('hindi');
    table.timestamp('created_at', { useTz: true }).notNullable();
    table.timestamp('updated_at', { useTz: true }).notNullable();
  });
}

export const packagesProjection = rowProjection<PackageRow>({
  name: 'packages',
  // 2: the Hindi words (issue 33).
  version: 2,
  eventTypes: Object.keys(packageEvents),
  table: packagesTable,
  migrate,
  idType: 'uuid',
  rowId: (event) => (event.type in packageEvents ? (event.data as { packageId: string }).packageId : undefined),
  evolve(row, event) {
    switch (event.type) {
      case 'PackageCreated':
      case 'PackageUpdated': {
        const data = packageEvents[event.type].schema.parse(event.data);
        return {
          id: data.packageId,
          type: data.type,
          name: data.name,
          description: data.description,
          pricePaise: data.pricePaise,
          features: data.features,
          highlighted: data.highlighted,
          hindi: data.hindi ?? null,
          createdAt: row?.createdAt ?? event.metadata.at,
          updatedAt: event.metadata.at,
        };
      }
      case 'PackageDeleted':
        return undefined;
      default:
        return row;
    }
  },
  toRecord: (row) => ({
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    price_paise: row.pricePaise,
    features: row.features,
    highlighted: row.highlighted,
    hindi: row.hindi,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }),
  fromRecord: (record) => ({
    id: String(record.id),
    type: record.type as PackageType,
    name: String(record.name),
    description: String(record.description),
    pricePaise: Number(record.price_paise),
    features: record.features as string[],
    highlighted: Boolean(record.highlighted),
    hindi: (record.hindi as PackageRow['hindi']) ?? null,
    createdAt: new Date(record.created_at as string).toISOString(),
    updatedAt: new Date(record.updated_at as string).toISOString(),
  }),
});
