// The chat rows in a process of their own (forked by bench/run.ts through rowsInOwnProcess): a database URL and a data
// folder in, the rows out over IPC.
import { benchChatOn } from './chat';
import { answerRows } from './ownProcess';

const [databaseUrl, dataDir] = process.argv.slice(2);
if (!databaseUrl || !dataDir) throw new Error('usage: chatProcess.ts <database url> <data folder>');
await answerRows(benchChatOn(databaseUrl, dataDir));
