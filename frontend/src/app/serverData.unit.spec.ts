import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ServerData } from './serverData';
import { SERVER_DATA_ELEMENT_ID, serializeServerData } from './serverData';

const element = new RegExp(`^<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">(.*)</script>$`, 's');

const anyText = fc.string({ unit: 'binary' });
const serverData: fc.Arbitrary<ServerData> = fc.record({
  user: fc.option(fc.record({ id: fc.uuid(), email: anyText, role: fc.constantFrom('student' as const, 'counsellor' as const, 'admin' as const) })),
  packages: fc.array(
    fc.record({
      id: fc.uuid(),
      name: fc.oneof(anyText, fc.constant('</script><script>alert(1)</script>'), fc.constant('<!-- <script>')),
      description: anyText,
      price: fc.integer({ min: 0, max: 1_000_000 }),
      type: fc.constantFrom('basic' as const, 'advanced' as const, 'comprehensive' as const),
      features: fc.array(anyText, { maxLength: 3 }),
      highlighted: fc.boolean(),
    }),
    { maxLength: 4 },
  ),
});

describe('the data a server-rendered page carries', () => {
  it('cannot end its element early, whatever an admin or a user typed, and reads back unchanged', () => {
    fc.assert(
      fc.property(serverData, (data) => {
        const body = element.exec(serializeServerData(data))?.[1];
        // The HTML parser ends a script element at the first "</script"; with no "<" inside there is none but the last.
        expect(body).toBeDefined();
        expect(body).not.toContain('<');
        expect(JSON.parse(body ?? '')).toEqual(data);
      }),
    );
  });
});
