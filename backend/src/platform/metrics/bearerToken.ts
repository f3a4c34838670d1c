// Whether a request's `Authorization: Bearer <token>` carries the configured token, compared in constant time: both sides
// are hashed first, so neither their lengths nor a common prefix shows in the time the comparison takes.
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** RFC 6750's token68 characters, after the scheme; anything else is no bearer token at all. */
const bearerHeader = z
  .string()
  .max(1_000)
  .regex(/^Bearer [A-Za-z0-9\-._~+/]+=*$/i);

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function carriesToken(authorization: string | undefined, token: string): boolean {
  const header = bearerHeader.safeParse(authorization);
  const given = header.success ? header.data.slice('Bearer '.length) : '';
  // Compared even when the header is missing or malformed, so those answers take the same time as a wrong token.
  return timingSafeEqual(digest(given), digest(token)) && header.success;
}
