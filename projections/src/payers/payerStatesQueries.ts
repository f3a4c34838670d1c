// The state a payer gave on their last order (payerStatesProjection.ts), or null.
import type { Knex } from 'knex';
import { payerStatesTable } from './payerStatesProjection';

export async function rememberedPayerState(db: Knex, userId: string): Promise<string | null> {
  const row = await db(payerStatesTable).where({ id: userId }).first<{ state_code: string } | undefined>('state_code');
  return row?.state_code ?? null;
}
