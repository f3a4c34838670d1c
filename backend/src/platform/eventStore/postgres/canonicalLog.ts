// The PostgreSQL log as the verifier reads it: in log order (the same rule as readAll), each event's content hash made
// from the text PostgreSQL prints for its data and metadata, which is the canonical text (hashChain.ts), so nothing is
// parsed. Several times faster than readAll plus hashing parsed values; the result is the same (canonicalLog.int.spec).
import pg from 'pg';
import { startOfLog } from '@margdarshak/contracts/log';
import { connectTimeoutMs } from '../../db/connectionOptions';
import { contentHashOfText, type ChainLog } from '../hashChain';

interface Row {
  global_position: string;
  transaction_text: string;
  stream_name: string;
  stream_revision: string;
  type: string;
  data_text: string;
  metadata_text: string;
  hash: string | null;
}

const sql = `select global_position, transaction_id::text as transaction_text, stream_name, stream_revision, type,
    data::text as data_text, (metadata - 'hash')::text as metadata_text,
    case when jsonb_typeof(metadata->'hash') = 'string' then metadata->>'hash' end as hash
  from events
  where transaction_id < events_read_horizon()
    and (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
  order by events.transaction_id, events.global_position
  limit $3`;

export function createPostgresChainLog(connectionString: string): ChainLog & { close(): Promise<void> } {
  const pool = new pg.Pool({ connectionString, connectionTimeoutMillis: connectTimeoutMs, max: 3 });
  pool.on('error', () => {});
  return {
    async read(after = startOfLog, maxCount) {
      const { rows } = await pool.query<Row>({ name: 'margdarshak_chain_log', text: sql, values: [String(after.commit), String(after.prepare), maxCount] });
      return rows.map((row) => ({
        streamName: row.stream_name,
        revision: BigInt(row.stream_revision),
        position: { commit: BigInt(row.transaction_text), prepare: BigInt(row.global_position) },
        content: contentHashOfText(row.type, row.data_text, row.metadata_text),
        ...(row.hash === null ? {} : { hash: row.hash }),
      }));
    },
    close: () => pool.end(),
  };
}
