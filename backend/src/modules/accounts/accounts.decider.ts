// Account commands and their pure rules.
import { INVALID_RESET_LINK, REGISTRATION_ABANDONED, USER_EXISTS_ERROR, type AccountLanguage, type Role } from '@margdarshak/contracts/api/accounts';
import type { EmailEvent, UserEvent } from '@margdarshak/contracts/events/accounts';
import { ConflictError, DomainError, NotFoundError } from '../../platform/http/errors';
import type { EmailState, UserState } from './user';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export type UserCommand =
  | {
      type: 'RegisterUser';
      userId: string;
      role: Role;
      sealedEmail: string;
      sealedPasswordHash: string;
      sealedName?: string | undefined;
      /** A language chosen where the account was made (a Hindi page): recorded with the account, in one append. */
      language?: AccountLanguage | undefined;
    }
  | { type: 'RequestPasswordReset'; userId: string; tokenHash: string }
  | { type: 'ResetPassword'; userId: string; tokenHash: string; sealedPasswordHash: string }
  | { type: 'EraseUser'; userId: string }
  | { type: 'AbandonRegistration'; userId: string }
  | { type: 'ChooseLanguage'; userId: string; language: AccountLanguage /** Only when the account has chosen none yet. */; ifNone?: boolean };

export type EmailCommand = { type: 'ClaimEmail'; userId: string } | { type: 'ReleaseEmail'; userId: string };

export function decideUser(command: UserCommand, state: UserState, now: Date): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      if (state.status === 'abandoned') throw new ConflictError('REGISTRATION_ABANDONED', REGISTRATION_ABANDONED);
      if (state.status !== 'none') throw new ConflictError('USER_EXISTS', USER_EXISTS_ERROR);
      return [
        {
          type: 'UserRegistered',
          data: { userId: command.userId, role: command.role, email: command.sealedEmail, passwordHash: command.sealedPasswordHash, ...(command.sealedName ? { name: command.sealedName } : {}) },
        },
        ...(command.language ? [{ type: 'AccountLanguageChosen' as const, data: { userId: command.userId, language: command.language } }] : []),
      ];
    case 'RequestPasswordReset':
      if (state.status !== 'active') return [];
      return [
        {
          type: 'PasswordResetRequested',
          data: { userId: command.userId, tokenHash: command.tokenHash, expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS).toISOString() },
        },
      ];
    case 'ResetPassword': {
      const token = state.status === 'active' ? state.resetToken : undefined;
      if (!token || token.hash !== command.tokenHash || new Date(token.expiresAt) <= now) {
        throw new DomainError('RESET_LINK_INVALID', INVALID_RESET_LINK, 400);
      }
      return [{ type: 'PasswordChanged', data: { userId: command.userId, passwordHash: command.sealedPasswordHash, resetTokenHash: command.tokenHash } }];
    }
    case 'EraseUser':
      if (state.status !== 'active') throw new NotFoundError('User not found');
      return [{ type: 'UserErased', data: { userId: command.userId } }];
    case 'AbandonRegistration':
      return state.status === 'none' ? [{ type: 'RegistrationAbandoned', data: { userId: command.userId } }] : [];
    case 'ChooseLanguage':
      if (state.status !== 'active') throw new NotFoundError('User not found');
      // Choosing the language the account already chose changes nothing; a first choice is recorded even when it is
      // English, so the browser stops offering to carry its own choice over.
      // A choice implied by where someone acted (a Hindi page) never overrides one they made.
      if (command.ifNone && state.language) return [];
      return state.language === command.language ? [] : [{ type: 'AccountLanguageChosen', data: { userId: command.userId, language: command.language } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export function decideEmail(command: EmailCommand, state: EmailState): EmailEvent[] {
  switch (command.type) {
    case 'ClaimEmail':
      if (state.status === 'claimed') throw new ConflictError('USER_EXISTS', USER_EXISTS_ERROR);
      return [{ type: 'EmailClaimed', data: { userId: command.userId } }];
    case 'ReleaseEmail':
      if (state.status !== 'claimed' || state.userId !== command.userId) return [];
      return [{ type: 'EmailReleased', data: { userId: command.userId } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}
