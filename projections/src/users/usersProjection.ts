// The users read model: sign-in lookup by e-mail, role and status. Erased people leave no row behind.
import type { Knex } from 'knex';
import { accountLanguages, type AccountLanguage, type Role } from '@margdarshak/contracts/api/accounts';
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { rowProjection } from '../rowProjection';

export const usersTable = 'users';

export interface UserRow {
  id: string;
  email: string;
  role: Role;
  passwordHash: string;
  resetTokenHash: string | null;
  /** Null until the account chooses (then a language chosen in the browser before signing up or in is carried to it). */
  language: AccountLanguage | null;
  createdAt: string;
}

async function migrate(db: Knex) {
  if (await db.schema.hasTable(usersTable)) return;
  await db.schema.createTable(usersTable, (table) => {
    table.uuid('id').primary();
    table.text('email').notNullable().index();
    table.text('role').notNullable().index();
    table.text('password_hash').notNullable();
    table.text('reset_token_hash').index();
    table.text('language');
    table.timestamp('created_at', { useTz: true }).notNullable();
  });
}

const userEventTypes = new Set(['UserRegistered', 'PasswordResetRequested', 'PasswordChanged', 'UserErased', 'AccountLanguageChosen']);

export const usersProjection = rowProjection<UserRow>({
  name: 'users',
  version: 3,
  eventTypes: [...userEventTypes],
  table: usersTable,
  migrate,
  idType: 'uuid',
  rowId: (event) => (userEventTypes.has(event.type) ? (event.data as { userId: string }).userId : undefined),
  async evolve(row, event, context) {
    switch (event.type) {
      case 'UserRegistered': {
        const data = accountEvents.UserRegistered.schema.parse(event.data);
        const email = await context.openPersonalData(data.userId, data.email);
        const passwordHash = await context.openPersonalData(data.userId, data.passwordHash);
        // Replaying a since-erased person: their key is gone, so there is nothing to show.
        if (email === undefined || passwordHash === undefined) return undefined;
        return { id: data.userId, email, role: data.role, passwordHash, resetTokenHash: null, language: null, createdAt: event.metadata.at };
      }
      case 'PasswordResetRequested': {
        const data = accountEvents.PasswordResetRequested.schema.parse(event.data);
        return row && { ...row, resetTokenHash: data.tokenHash };
      }
      case 'PasswordChanged': {
        const data = accountEvents.PasswordChanged.schema.parse(event.data);
        const passwordHash = row && (await context.openPersonalData(data.userId, data.passwordHash));
        return row && passwordHash ? { ...row, passwordHash, resetTokenHash: null } : undefined;
      }
      case 'AccountLanguageChosen':
        return row && { ...row, language: accountEvents.AccountLanguageChosen.schema.parse(event.data).language };
      case 'UserErased':
        return undefined;
      default:
        return row;
    }
  },
  toRecord: (row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    password_hash: row.passwordHash,
    reset_token_hash: row.resetTokenHash,
    language: row.language,
    created_at: row.createdAt,
  }),
  fromRecord: (record) => ({
    id: String(record.id),
    email: String(record.email),
    role: record.role as Role,
    passwordHash: String(record.password_hash),
    resetTokenHash: record.reset_token_hash === null ? null : String(record.reset_token_hash),
    language: accountLanguages.find((language) => language === record.language) ?? null,
    createdAt: new Date(record.created_at as string).toISOString(),
  }),
});
