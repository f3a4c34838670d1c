import { describe, expect, it } from 'vitest';
import { sessionOf } from './bookingMail';

describe("a session named in the counsellor's mail", () => {
  it.each([
    ['Basic', 'a Basic session'],
    ['Advanced', 'an Advanced session'],
    ['Comprehensive', 'a Comprehensive session'],
    ['advanced', 'an Advanced session'],
  ])('%s -> %s', (name, expected) => expect(sessionOf(name)).toBe(expected));
});
