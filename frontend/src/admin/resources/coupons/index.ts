// Coupons: the terms, how often each was used, and whether it is active. Deleting deactivates (uses stay on record);
// an inactive coupon can be activated again.
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import { CouponCreate, CouponEdit } from './CreateEdit';
import { CouponList } from './List';

export default { list: CouponList, create: CouponCreate, edit: CouponEdit, icon: LocalOfferRounded, recordRepresentation: 'code' };
