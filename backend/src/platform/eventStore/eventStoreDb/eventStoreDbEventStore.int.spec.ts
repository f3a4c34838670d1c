// The shared contract against a real EventStoreDB; runs only when EVENTSTORE_URL points at one
// (e.g. EVENTSTORE_URL='esdb://localhost:2113?tls=false').
import { describe } from 'vitest';
import { runEventStoreContract } from '../../../testing/eventStoreContract';
import { createEventStoreDbEventStore } from './eventStoreDbEventStore';

const url = process.env.EVENTSTORE_URL;
if (!url) console.warn('EventStoreDB contract suite skipped: no EVENTSTORE_URL');

describe.skipIf(!url)('EventStoreDB adapter', () => {
  runEventStoreContract('EventStoreDB', async () => {
    const store = createEventStoreDbEventStore({ connectionString: url ?? '' });
    return { store, cleanup: () => store.close() };
  });
});
