import type { z } from 'zod';
import { ValidationError } from './errors';

/** Parses untrusted input (body, query, params) or throws a 400 naming each bad field. */
export function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw ValidationError.fromZod(result.error);
  return result.data;
}
