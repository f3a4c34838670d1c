// A UUID that is a function of a name: the same name always gives the same id (the variant bits of RFC 9562's
// "custom" version 8, filled from SHA-256). Ids known before anything is stored: a replayed job's events, a test's record.
import { createHash } from 'node:crypto';

export function nameBasedId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
