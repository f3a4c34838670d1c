// Reads over the family consents: which children a parent consented for, whether one is theirs, and where a consent
// link leads. A parent is linked from their consent on, and stays linked after withdrawing it (to ask for erasure).
import type { Knex } from 'knex';
import { familyConsentsProjection, familyConsentsTable, type FamilyConsentRow } from './familyConsentsProjection';

const linked = ['given', 'withdrawn'] as const;

export interface ChildLink {
  childId: string;
  consent: 'given' | 'withdrawn';
  since: string;
}

/** The children a parent consented for, oldest link first. */
export async function childrenOf(db: Knex, parentId: string): Promise<ChildLink[]> {
  const records: Record<string, unknown>[] = await db(familyConsentsTable).where({ parent_id: parentId }).whereIn('status', linked).orderBy('since', 'asc');
  return records.map((record) => {
    const row = familyConsentsProjection.fromRecord(record);
    return { childId: row.id, consent: row.status === 'withdrawn' ? 'withdrawn' : 'given', since: row.since ?? row.updatedAt };
  });
}

export async function isParentOf(db: Knex, parentId: string, childId: string): Promise<boolean> {
  const record = await db(familyConsentsTable).where({ id: childId, parent_id: parentId }).whereIn('status', linked).first('id');
  return record !== undefined;
}

/** The parent who consented for a child (given or withdrawn), if any. */
export async function parentOf(db: Knex, childId: string): Promise<string | undefined> {
  const record = await db(familyConsentsTable).where({ id: childId }).whereIn('status', linked).first('parent_id');
  return record?.parent_id ? String(record.parent_id) : undefined;
}

/** The student a consent link is for, while it is the one link out (the consent stream says whether it still works). */
export async function findConsentByToken(db: Knex, tokenHash: string): Promise<FamilyConsentRow | undefined> {
  const record = await db(familyConsentsTable).where({ token_hash: tokenHash }).whereIn('status', ['awaiting', 'given', 'withdrawn']).first();
  return record ? familyConsentsProjection.fromRecord(record) : undefined;
}

/** When the accounts of the children a parent had consented for were deleted, newest first (nothing else is left of them). */
export async function erasedChildrenOf(db: Knex, parentId: string): Promise<{ deletedAt: string }[]> {
  const records: { updated_at: string }[] = await db(familyConsentsTable).where({ parent_id: parentId, status: 'erased' }).orderBy('updated_at', 'desc').select('updated_at');
  return records.map((record) => ({ deletedAt: new Date(record.updated_at).toISOString() }));
}
