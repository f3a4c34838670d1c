import { runEventStoreContract } from '../eventStoreContract';
import { createEventStoreDbEventStore } from './eventStoreDbEventStore';

const url = process.env.EVENTSTORE_URL;
if (!url) console.warn('EventStoreDB contract suite skipped: no EVENTSTORE_URL');

runEventStoreContract(
  'EventStoreDB',
  async () => {
    const store = createEventStoreDbEventStore({ connectionString: url ?? '' });
    return { store, cleanup: () => store.close() };
  },
  { skip: !url },
);
