// The list conventions react-admin's ra-data-simple-rest speaks: ?sort=["field","ASC"]&range=[0,24]&filter={...},
// answered with an array and a Content-Range header.
import type Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import type { ReadModelCache } from '../readModelCache';
import { sendCachedJson } from './cachedJson';
import { NotFoundError, ValidationError } from './errors';
import { safeInput } from './safeText';
import { parse } from './validation';

const jsonParam = <T extends z.ZodType>(schema: T, name: string) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: `${name} must be JSON` });
        return z.NEVER;
      }
      return safeInput(parsed, name); // JSON escapes can spell what the query string itself could not carry
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

function pageHeaders(resource: string, range: [number, number], rows: unknown[], total: number): Record<string, string> {
  const end = rows.length === 0 ? range[0] : range[0] + rows.length - 1;
  return { 'Content-Range': `${resource} ${range[0]}-${end}/${total}`, 'Access-Control-Expose-Headers': 'Content-Range' };
}

export function sendPage(ctx: Koa.Context, resource: string, range: [number, number], rows: unknown[], total: number): void {
  ctx.set(pageHeaders(resource, range, rows, total));
  ctx.body = rows;
}

export interface ResourceReads<Field extends string, Filter extends z.ZodType, Found> {
  /** The name in Content-Range. */
  name: string;
  sortFields: readonly [Field, ...Field[]];
  defaultSort: Field;
  filter: Filter;
  list(query: ListQuery<Field, z.output<Filter>>): Promise<{ rows: unknown[]; total: number }>;
  find(id: string): Promise<Found | undefined>;
  /** The 404's message, also the message for an id that cannot be one. */
  notFound: string;
  /** How one record is shown (defaults to as found). */
  show?: (found: Found) => unknown;
  /**
   * Pages kept in memory until one of these read models changes: a list read again and again (an admin's refetches)
   * then costs no query. The key is the parsed query, so equivalent URLs share an entry.
   */
  cachedUntilChanged?: { cache: ReadModelCache; projections: readonly string[] };
}

/**
 * GET {path} (a page) and GET {path}/:id (one) of a react-admin resource. Answers `existing`, which the resource's
 * writes use to find their record or answer 404.
 */
export function resourceReads<Field extends string, Filter extends z.ZodType, Found>(router: Router, path: string, reads: ResourceReads<Field, Filter, Found>) {
  const idParam = z.object({ id: uuidId(reads.notFound) });
  const existing = async (ctx: Koa.Context): Promise<Found> => {
    const found = await reads.find(parse(idParam, ctx.params).id);
    if (!found) throw new NotFoundError(reads.notFound);
    return found;
  };
  router.get(path || '/', async (ctx) => {
    const query = parseListQuery(ctx.query, reads.sortFields, reads.filter, reads.defaultSort);
    const cached = reads.cachedUntilChanged;
    if (!cached) {
      const { rows, total } = await reads.list(query);
      sendPage(ctx, reads.name, query.range, rows, total);
      return;
    }
    await sendCachedJson(ctx, cached.cache, cached.projections, `${reads.name}:${JSON.stringify(query)}`, async () => {
      const { rows, total } = await reads.list(query);
      return { body: rows, headers: pageHeaders(reads.name, query.range, rows, total) };
    });
  });
  router.get(`${path}/:id`, async (ctx) => {
    const found = await existing(ctx);
    ctx.body = reads.show ? reads.show(found) : found;
  });
  return { existing };
}
