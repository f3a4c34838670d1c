// Account events. E-mail addresses and password hashes are sealed with the person's key (crypto-shredding):
// `sealed` fields are opaque strings that only the personal-data vault can open.
import { z } from 'zod';
import { accountLanguages, roleSchema } from '../api/accounts';

const sealed = z.string().startsWith('pd1.');

export const accountEvents = {
  /** `name`: the name a student gave at sign-up (issue 30), sealed; absent for other roles and on earlier events. */
  UserRegistered: { version: 1, schema: z.object({ userId: z.uuid(), role: roleSchema, email: sealed, passwordHash: sealed, name: sealed.optional() }) },
  PasswordResetRequested: { version: 1, schema: z.object({ userId: z.uuid(), tokenHash: z.string(), expiresAt: z.iso.datetime() }) },
  PasswordChanged: { version: 1, schema: z.object({ userId: z.uuid(), passwordHash: sealed, resetTokenHash: z.string().optional() }) },
  UserErased: { version: 1, schema: z.object({ userId: z.uuid() }) },
  /** A registration that claimed its e-mail and never finished: this id can no longer register, and the claim goes. */
  RegistrationAbandoned: { version: 1, schema: z.object({ userId: z.uuid() }) },
  /** On `useremail-{HMAC(e-mail)}`: the address is taken by this user. */
  EmailClaimed: { version: 1, schema: z.object({ userId: z.uuid() }) },
  EmailReleased: { version: 1, schema: z.object({ userId: z.uuid() }) },
  /** The language the account reads the product in (issue 28, item 6); an account that never chose reads English. */
  AccountLanguageChosen: { version: 1, schema: z.object({ userId: z.uuid(), language: z.enum(accountLanguages) }) },
} as const;

type EventOf<Type extends keyof typeof accountEvents> = { type: Type; data: z.infer<(typeof accountEvents)[Type]['schema']> };

export type UserRegistered = EventOf<'UserRegistered'>;
export type PasswordResetRequested = EventOf<'PasswordResetRequested'>;
export type PasswordChanged = EventOf<'PasswordChanged'>;
export type UserErased = EventOf<'UserErased'>;
export type AccountLanguageChosen = EventOf<'AccountLanguageChosen'>;
export type UserEvent = UserRegistered | PasswordResetRequested | PasswordChanged | UserErased | EventOf<'RegistrationAbandoned'> | AccountLanguageChosen;
export type EmailEvent = EventOf<'EmailClaimed'> | EventOf<'EmailReleased'>;
