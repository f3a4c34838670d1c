// POST /api/coupons/validate (public-area §7) and the back office's coupons (simple-rest under /api/admin/coupons).
import Router from '@koa/router';
import type Koa from 'koa';
import { z } from 'zod';
import { idFilter } from '@margdarshak/contracts/api/bounds';
import { couponInput, validateCouponRequest, type ValidateCouponResponse } from '@margdarshak/contracts/api/coupons';
import { findCoupon, queryCoupons, toAdminCoupon } from '@margdarshak/projections/coupons/couponsQueries';
import { findPackage } from '@margdarshak/projections/packages/packagesQueries';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { DomainError, NotFoundError } from '../../platform/http/errors';
import { requireRole, userOf } from '../../platform/http/guards';
import { rateLimit, tooManyRequests } from '../../platform/http/rateLimit';
import { resourceReads } from '../../platform/http/simpleRest';
import { parse } from '../../platform/http/validation';
import { refusalError } from './coupon.decider';
import { createCoupon, deactivateCoupon, quoteCoupon, updateCoupon } from './coupons';

const filterSchema = z.object({
  q: z.string().max(40).optional(),
  active: z.boolean().optional(),
  id: idFilter,
});
const sortFields = ['code', 'uses', 'createdAt', 'active'] as const;
/** Enough for a student trying a few codes, too few to guess codes one after another. */
export const COUPON_CHECKS = { max: 20, windowMs: 10 * 60_000 } as const;

export function couponsRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/api' });
  const couponChecks = rateLimit(deps.db, 'coupon-validate', COUPON_CHECKS.max, COUPON_CHECKS.windowMs);

  router.post('/coupons/validate', requireRole(deps, 'student'), async (ctx) => {
    const { code, amount, packageId } = parse(validateCouponRequest, ctx.request.body);
    const check = await couponChecks.take(userOf(ctx).id, deps.clock.now());
    if (!check.admitted) throw tooManyRequests(ctx, check.retryAfterSeconds, 'TOO_MANY_COUPON_CHECKS', 'You have tried many coupon codes in a short time. Please wait a few minutes and try again.');
    const pricePaise = Math.round(amount * 100);
    // The server prices: with a package the amount must be its price; without one only a coupon for every package applies.
    const pkg = packageId ? await findPackage(deps.db, packageId) : undefined;
    if (packageId && !pkg) throw new NotFoundError('Package not found');
    if (pkg && pricePaise !== Math.round(pkg.price * 100)) throw new DomainError('AMOUNT_MISMATCH', 'The amount does not match the package price', 400);
    const quote = await quoteCoupon(deps, { code, pricePaise, packageType: pkg?.type ?? 'basic', studentId: userOf(ctx).id });
    if (!pkg && quote.terms.packageTypes.length > 0) throw refusalError('wrong_package');
    const { kind, value, maxDiscountPaise } = quote.terms;
    const body: ValidateCouponResponse = {
      coupon: { code: quote.code, kind, value, maxDiscount: maxDiscountPaise === null ? null : maxDiscountPaise / 100 },
      discountAmount: quote.discountPaise / 100,
      finalAmount: quote.finalPaise / 100,
    };
    ctx.body = body;
  });

  const admin = new Router({ prefix: '/admin/coupons' });
  admin.use(requireRole(deps, 'admin'));
  const { existing } = resourceReads(admin, '', {
    name: 'coupons',
    sortFields,
    defaultSort: 'createdAt',
    filter: filterSchema,
    notFound: 'Coupon not found',
    show: toAdminCoupon,
    list: (query) => queryCoupons(deps.db, query),
    find: (id) => findCoupon(deps.db, id),
  });
  admin.post('/', async (ctx) => {
    const id = await createCoupon(deps, parse(couponInput, ctx.request.body), actorOf(ctx));
    ctx.status = 201;
    const created = await findCoupon(deps.db, id);
    if (!created) throw new NotFoundError('Coupon not found');
    ctx.body = toAdminCoupon(created);
  });
  const update = async (ctx: Koa.Context) => {
    const found = await existing(ctx);
    const input = parse(couponInput, ctx.request.body);
    await updateCoupon(deps, found.terms.code, input, actorOf(ctx));
    ctx.body = toAdminCoupon((await findCoupon(deps.db, found.id)) ?? found);
  };
  admin.put('/:id', update);
  admin.patch('/:id', update);
  // A coupon already redeemed stays on record: deleting one deactivates it.
  admin.delete('/:id', async (ctx) => {
    const found = await existing(ctx);
    await deactivateCoupon(deps, found.terms.code, actorOf(ctx));
    ctx.body = toAdminCoupon((await findCoupon(deps.db, found.id)) ?? found);
  });
  router.use(admin.routes(), admin.allowedMethods());
  return router;
}
