// The reads the packages routes serve.
import type { Knex } from 'knex';
import type { Package, PackageType } from '@margdarshak/contracts/api/packages';
import { pageOf } from '../page';
import { packagesProjection, packagesTable } from './packagesProjection';

const typeOrder = "case type when 'basic' then 1 when 'advanced' then 2 when 'comprehensive' then 3 else 4 end";

function toPackage(record: Record<string, unknown>): Package {
  const row = packagesProjection.fromRecord(record);
  const { id, type, name, description, features, highlighted, hindi } = row;
  return { id, type, name, description, price: row.pricePaise / 100, features, highlighted, ...(hindi ? { hindi } : {}) };
}

export async function listPackages(db: Knex): Promise<Package[]> {
  const records = await db(packagesTable).orderByRaw(`${typeOrder}, price_paise, name`);
  return records.map(toPackage);
}

export async function findPackage(db: Knex, id: string): Promise<Package | undefined> {
  const record = await db(packagesTable).where({ id }).first();
  return record ? toPackage(record) : undefined;
}

/**
 * A package's name as a reader of `language` reads it: the Hindi name the admin gave the package (`Package.hindi`), else
 * the name it was sold under (a booking keeps that one).
 */
export async function packageNameIn(db: Knex, packageId: string, soldAs: string, language: 'en' | 'hi'): Promise<string> {
  if (language !== 'hi') return soldAs;
  return (await findPackage(db, packageId))?.hindi?.name ?? soldAs;
}

/** `row` (a booking) with its package named as a reader of `language` reads it (packageNameIn): what a mail's text takes. */
export async function withPackageNameIn<Row extends { packageId: string; packageName: string }>(db: Knex, row: Row, language: 'en' | 'hi'): Promise<Row> {
  return language === 'hi' ? { ...row, packageName: await packageNameIn(db, row.packageId, row.packageName, language) } : row;
}

/** Several packages may share a type; the public page for a type shows the cheapest, then the oldest. */
export async function findPackageByType(db: Knex, type: PackageType): Promise<Package | undefined> {
  const record = await db(packagesTable)
    .where({ type })
    .orderBy([{ column: 'price_paise' }, { column: 'created_at' }])
    .first();
  return record ? toPackage(record) : undefined;
}

export interface PackageListQuery {
  sort: { field: 'id' | 'name' | 'type' | 'price' | 'highlighted'; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: { q?: string; type?: PackageType; id?: string[] };
}

const sortColumns = { id: 'id', name: 'name', type: 'type', price: 'price_paise', highlighted: 'highlighted' } as const;

/** A page for the back office, with the total for Content-Range. */
export async function queryPackages(db: Knex, { sort, range, filter }: PackageListQuery): Promise<{ rows: Package[]; total: number }> {
  const base = db(packagesTable).modify((query) => {
    if (filter.type) query.where({ type: filter.type });
    if (filter.id) query.whereIn('id', filter.id);
    if (filter.q) query.where((q) => q.whereILike('name', `%${filter.q}%`).orWhereILike('description', `%${filter.q}%`));
  });
  const { records, total } = await pageOf(base, { column: sortColumns[sort.field], order: sort.order, range });
  return { rows: records.map(toPackage), total };
}
