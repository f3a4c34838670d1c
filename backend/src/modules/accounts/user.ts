// A user account's stream (`user-{id}`) and its e-mail claim (`useremail-{HMAC(e-mail)}`).
import { createHmac } from 'node:crypto';
import type { AccountLanguage, Role } from '@margdarshak/contracts/api/accounts';
import type { EmailEvent, UserEvent } from '@margdarshak/contracts/events/accounts';

export type UserState =
  | { status: 'none' }
  | { status: 'active'; role: Role; resetToken?: { hash: string; expiresAt: string } /** Absent: never chosen (English). */; language?: AccountLanguage }
  | { status: 'erased' }
  /** Its e-mail was claimed and its registration never finished: this id never becomes an account. */
  | { status: 'abandoned' };

export const initialUserState: UserState = { status: 'none' };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { status: 'active', role: event.data.role };
    case 'PasswordResetRequested':
      return state.status === 'active' ? { ...state, resetToken: { hash: event.data.tokenHash, expiresAt: event.data.expiresAt } } : state;
    case 'PasswordChanged':
      return state.status === 'active' ? { status: 'active', role: state.role, ...(state.language ? { language: state.language } : {}) } : state;
    case 'UserErased':
      return { status: 'erased' };
    case 'AccountLanguageChosen':
      return state.status === 'active' ? { ...state, language: event.data.language } : state;
    case 'RegistrationAbandoned':
      return state.status === 'none' ? { status: 'abandoned' } : state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export type EmailState = { status: 'free' } | { status: 'claimed'; userId: string };

export const initialEmailState: EmailState = { status: 'free' };

export function evolveEmail(_state: EmailState, event: EmailEvent): EmailState {
  switch (event.type) {
    case 'EmailClaimed':
      return { status: 'claimed', userId: event.data.userId };
    case 'EmailReleased':
      return { status: 'free' };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

export const userStream = (userId: string) => `user-${userId}`;

/** The e-mail itself never appears in a stream name: only a keyed hash of its lower-cased form. */
export const emailStream = (serverSecret: string, email: string) => `useremail-${createHmac('sha256', serverSecret).update(email.trim().toLowerCase()).digest('hex')}`;
