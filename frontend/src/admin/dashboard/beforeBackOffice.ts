// The overview an admin lands on works before react-admin has started (docs/decisions/0159). An action it cannot do
// itself starts react-admin and is handed on: opening a recent booking's details is the one it carries over.
import { createContext, useContext } from 'react';

export interface BeforeBackOffice {
  /** Starts the back office and opens the booking's details once it has taken the overview's place. */
  openBooking(id: string): void;
}

/** Set by the overview drawn before react-admin; null inside react-admin. */
export const BeforeBackOfficeContext = createContext<BeforeBackOffice | null>(null);

export const useBeforeBackOffice = () => useContext(BeforeBackOfficeContext);

let bookingToOpen: string | null = null;

export function openBookingOnceStarted(id: string): void {
  bookingToOpen = id;
}

/** The booking the overview was asked to open before react-admin took its place (a pure read, for a state's start). */
export function bookingToOpenOnStart(): string | null {
  return bookingToOpen;
}

/** Forgets it once react-admin's overview has taken it: it opens once. */
export function forgetBookingToOpen(): void {
  bookingToOpen = null;
}
