// The reads the accounts routes and guards need.
import type { Knex } from 'knex';
import { usersProjection, usersTable, type UserRow } from './usersProjection';

export async function findUserByEmail(db: Knex, email: string): Promise<UserRow | undefined> {
  const record = await db(usersTable).where({ email: email.toLowerCase() }).first();
  return record ? usersProjection.fromRecord(record) : undefined;
}

export async function findActiveUser(db: Knex, id: string): Promise<UserRow | undefined> {
  const record = await db(usersTable).where({ id }).first();
  return record ? usersProjection.fromRecord(record) : undefined;
}

export async function findUserByResetToken(db: Knex, tokenHash: string): Promise<UserRow | undefined> {
  const record = await db(usersTable).where({ reset_token_hash: tokenHash }).first();
  return record ? usersProjection.fromRecord(record) : undefined;
}
