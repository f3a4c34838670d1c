// The child a parent's request names, when that child is theirs (a parent who consented, even if since withdrawn);
// any other child answers 403, the same whether it exists or not.
import type Koa from 'koa';
import { z } from 'zod';
import { uuidId } from '@margdarshak/contracts/api/bounds';
import { isParentOf } from '@margdarshak/projections/family/familyQueries';
import type { AppDeps } from '../../platform/deps';
import { ForbiddenError } from '../../platform/http/errors';
import { userOf } from '../../platform/http/guards';
import { parse } from '../../platform/http/validation';

const childParam = z.object({ childId: uuidId('Child not found') });

export async function ownChild(deps: AppDeps, ctx: Koa.Context): Promise<string> {
  const { childId } = parse(childParam, ctx.params);
  if (!(await isParentOf(deps.db, userOf(ctx).id, childId))) throw new ForbiddenError('You can only see your own children');
  return childId;
}
