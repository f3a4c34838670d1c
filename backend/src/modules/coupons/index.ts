// The coupons module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { couponStream } from './coupon';
export { createCoupon, quoteCoupon, redeemCoupon, returnCouponUse } from './coupons';
export { couponsRoutes } from './coupons.routes';
