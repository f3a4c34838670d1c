// Coupons: the terms, how often each was used, and whether it is active. Deleting deactivates (uses stay on record).
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import Chip from '@mui/material/Chip';
import { Create, CreateButton, DataTable, DeleteWithConfirmButton, Edit, EditButton, List, SearchInput, TopToolbar } from 'react-admin';
import type { AdminCoupon } from '@margdarshak/contracts/api/coupons';
import { formatRupees } from '@margdarshak/contracts/money';
import { formatDate } from '../../../lib/format';
import { CouponForm } from './CouponForm';
import { toCouponInput } from './couponRecord';

const describe = (c: AdminCoupon) => (c.kind === 'percent' ? `${c.value}% off${c.maxDiscount !== null ? ` (at most ${formatRupees(c.maxDiscount)})` : ''}` : `${formatRupees(c.value)} off`);
const window = (c: AdminCoupon) => (c.validFrom || c.validUntil ? `${c.validFrom ? formatDate(c.validFrom) : '…'} to ${c.validUntil ? formatDate(c.validUntil) : '…'}` : 'Always');

function CouponList() {
  return (
    <List<AdminCoupon> filters={[<SearchInput key="q" source="q" placeholder="Search codes" alwaysOn />]} sort={{ field: 'createdAt', order: 'DESC' }} exporter={false} actions={<TopToolbar><CreateButton label="Add Coupon" /></TopToolbar>}>
      <DataTable<AdminCoupon> rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col<AdminCoupon> source="code" label="Code" />
        <DataTable.Col<AdminCoupon> label="Discount" disableSort render={describe} />
        <DataTable.Col<AdminCoupon> label="Valid" disableSort render={window} />
        <DataTable.Col<AdminCoupon> label="Packages" disableSort render={(c) => (c.packageTypes.length ? c.packageTypes.join(', ') : 'All')} />
        <DataTable.Col<AdminCoupon> source="uses" label="Uses" render={(c) => `${c.uses}${c.totalLimit !== null ? ` / ${c.totalLimit}` : ''}`} />
        <DataTable.Col<AdminCoupon> source="active" label="Status" render={(c) => <Chip size="small" color={c.active ? 'success' : 'default'} label={c.active ? 'Active' : 'Inactive'} />} />
        <DataTable.Col<AdminCoupon> label="Actions" disableSort align="right">
          <EditButton />
          <DeleteWithConfirmButton label="Deactivate" confirmTitle="Deactivate this coupon?" confirmContent="Students can no longer apply it; its past uses stay on record." mutationMode="pessimistic" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

const CouponCreate = () => (
  <Create redirect="list" transform={toCouponInput}>
    <CouponForm />
  </Create>
);

const CouponEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" transform={toCouponInput}>
    <CouponForm editing />
  </Edit>
);

export default { list: CouponList, create: CouponCreate, edit: CouponEdit, icon: LocalOfferRounded, recordRepresentation: 'code' };
