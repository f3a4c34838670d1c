// The coupons, searched by code on the server (filter q), with Edit and Deactivate or Activate; cards on a phone.
import Chip from '@mui/material/Chip';
import { CreateButton, DataTable, EditButton, List, SearchInput, TopToolbar } from 'react-admin';
import type { AdminCoupon } from '@margdarshak/contracts/api/coupons';
import { CardLine, RecordCards } from '../../components/RecordCards';
import { useIsPhone } from '../../components/useIsPhone';
import { CouponActiveButton } from './CouponActiveButton';
import { describeDiscount, describeUses, describeWindow } from './couponRecord';
import { connectionErrorState } from '../../components/ConnectionError';

const filters = [<SearchInput key="q" source="q" placeholder="Search codes" alwaysOn />];
const packagesOf = (c: AdminCoupon) => (c.packageTypes.length ? c.packageTypes.join(', ') : 'All');
const ActiveChip = ({ coupon }: { coupon: AdminCoupon }) => <Chip size="small" color={coupon.active ? 'success' : 'default'} label={coupon.active ? 'Active' : 'Inactive'} />;

const actions = (
  <>
    <EditButton />
    <CouponActiveButton />
  </>
);

export function CouponList() {
  const phone = useIsPhone();
  return (
    <List<AdminCoupon>
      {...connectionErrorState}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="Add Coupon" />
        </TopToolbar>
      }
    >
      {phone ? (
        <RecordCards<AdminCoupon>
          title={(c) => c.code}
          details={(c) => (
            <>
              <CardLine label="Discount">{describeDiscount(c)}</CardLine>
              <CardLine label="Valid">{describeWindow(c)}</CardLine>
              <CardLine label="Packages">{packagesOf(c)}</CardLine>
              <CardLine label="Uses">{describeUses(c)}</CardLine>
              <CardLine label="Status">
                <ActiveChip coupon={c} />
              </CardLine>
            </>
          )}
          actions={actions}
        />
      ) : (
        <DataTable<AdminCoupon> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col<AdminCoupon> source="code" label="Code" />
          <DataTable.Col<AdminCoupon> label="Discount" disableSort render={describeDiscount} />
          <DataTable.Col<AdminCoupon> label="Valid" disableSort render={describeWindow} />
          <DataTable.Col<AdminCoupon> label="Packages" disableSort render={packagesOf} />
          <DataTable.Col<AdminCoupon> source="uses" label="Uses" render={describeUses} />
          <DataTable.Col<AdminCoupon> source="active" label="Status" render={(c) => <ActiveChip coupon={c} />} />
          <DataTable.Col<AdminCoupon> label="Actions" disableSort align="right">
            {actions}
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
