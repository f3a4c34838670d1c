// The orphan sweep's list of file-naming events is every event whose schema carries a file reference (an object with a
// sha256): a new one left off the list would have its files taken for orphans.
import { expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '@margdarshak/contracts/events';
import { fileReferenceEventTypes } from './fileReferencesQueries';

const isEventTable = (value: unknown): value is Record<string, { schema: z.ZodType }> =>
  typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'object' && entry !== null && (entry as { schema?: unknown }).schema instanceof z.ZodType);

it('lists exactly the event types whose data carries a file reference', () => {
  const tables = Object.values(contracts).filter(isEventTable);
  const withFiles = tables.flatMap((table) => Object.entries(table).filter(([, { schema }]) => JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' })).includes('"sha256"')));
  expect(tables.length).toBeGreaterThan(10);
  expect(withFiles.map(([type]) => type).sort()).toEqual([...fileReferenceEventTypes].sort());
});
