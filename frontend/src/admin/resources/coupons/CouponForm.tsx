// Create and edit a coupon: money in rupees, limits optional, no packages ticked means every package.
import { BooleanInput, CheckboxGroupInput, DateTimeInput, NumberInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, required } from 'react-admin';
import { CouponActiveButton } from './CouponActiveButton';
import { typeChoices } from '../../packageTypes';
import { validateCoupon } from './couponRecord';

/** On edit, Deactivate or Activate in words instead of react-admin's Delete ('Element deleted'). */
const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <CouponActiveButton />
  </Toolbar>
);

export function CouponForm({ editing = false }: { editing?: boolean }) {
  return (
    <SimpleForm validate={validateCoupon} defaultValues={{ kind: 'percent', active: true, packageTypes: [], minAmount: 0 }} {...(editing ? { toolbar: <EditToolbar /> } : {})}>
      <TextInput source="code" label="Code" validate={required()} readOnly={editing} helperText="Letters and digits; saved in capitals" />
      <SelectInput
        source="kind"
        label="Discount"
        choices={[
          { id: 'percent', name: 'Percent off' },
          { id: 'flat', name: 'Rupees off' },
        ]}
        validate={required()}
      />
      <NumberInput source="value" label="Value (percent or ₹)" validate={required()} min={0} />
      <NumberInput source="maxDiscount" label="Maximum discount (₹)" helperText="Empty: no cap" />
      <NumberInput source="minAmount" label="Minimum price (₹)" min={0} />
      <DateTimeInput source="validFrom" label="Valid from" helperText="Empty: from now" />
      <DateTimeInput source="validUntil" label="Valid until" helperText="Empty: no end date" />
      <NumberInput source="totalLimit" label="Total uses" helperText="Empty: unlimited" min={1} />
      <NumberInput source="perStudentLimit" label="Uses per student" helperText="Empty: unlimited" min={1} />
      <CheckboxGroupInput source="packageTypes" label="Packages (none ticked: all)" choices={typeChoices} />
      <BooleanInput source="active" label="Active" />
    </SimpleForm>
  );
}
