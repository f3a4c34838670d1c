// The list conventions react-admin's ra-data-simple-rest speaks: ?sort=["field","ASC"]&range=[0,24]&filter={...},
// answered with an array and a Content-Range header.
import type Koa from 'koa';
import { z } from 'zod';
import { ValidationError } from './errors';
import { parse } from './validation';

const jsonParam = <T extends z.ZodType>(schema: T, name: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema.optional());

export interface ListQuery<Field extends string, Filter> {
  sort: { field: Field; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: Filter;
}

export function parseListQuery<Field extends string, Filter extends z.ZodType>(
  query: unknown,
  fields: readonly [Field, ...Field[]],
  filter: Filter,
  defaultSort: Field,
): ListQuery<Field, z.output<Filter>> {
  const schema = z.object({
    sort: jsonParam(z.tuple([z.enum(fields, `sort field must be one of ${fields.join(', ')}`), z.enum(['ASC', 'DESC'])]), 'sort'),
    range: jsonParam(z.tuple([z.number().int().min(0), z.number().int().min(0)]), 'range'),
    filter: jsonParam(filter, 'filter'),
  });
  const parsed = parse(schema, query);
  const [start, end] = parsed.range ?? [0, 24];
  if (end < start || end - start >= 1000) throw new ValidationError([{ path: 'range', message: 'range must be [start, end] with at most 1000 rows' }]);
  const [field, order] = parsed.sort ?? [defaultSort, 'ASC'];
  return { sort: { field, order }, range: [start, end], filter: parsed.filter ?? filter.parse({}) };
}

export function sendPage(ctx: Koa.Context, resource: string, range: [number, number], rows: unknown[], total: number): void {
  const end = rows.length === 0 ? range[0] : range[0] + rows.length - 1;
  ctx.set('Content-Range', `${resource} ${range[0]}-${end}/${total}`);
  ctx.set('Access-Control-Expose-Headers', 'Content-Range');
  ctx.body = rows;
}
