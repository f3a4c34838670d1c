// Coupons: the terms, how often each was used, and whether it is active. Deleting deactivates (uses stay on record);
// an inactive coupon can be activated again.
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import { lazyNamed } from '../../../lib/lazyNamed';

export default {
  list: lazyNamed(() => import('./List'), 'CouponList'),
  create: lazyNamed(() => import('./CreateEdit'), 'CouponCreate'),
  edit: lazyNamed(() => import('./CreateEdit'), 'CouponEdit'),
  icon: LocalOfferRounded,
  recordRepresentation: 'code',
};
