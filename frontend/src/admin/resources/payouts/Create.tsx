// Record a payout against a counsellor's monthly statement: the server refuses more than is owed, a month or day still
// to come, and a bank reference already used, and says so; the notification repeats its words.
import { AutocompleteInput, Create, DateInput, NumberInput, ReferenceInput, SimpleForm, TextInput, required, useNotify, useRedirect } from 'react-admin';
import { type PayoutInput, payoutInput } from '@margdarshak/contracts/api/statements';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import { failureMessage } from '../../adminHttp';
import { OwedHint } from './OwedHint';

/** The month before this one in India, which is the statement a payout usually settles. */
function lastMonth(today: string): string {
  const [year = 0, month = 1] = today.split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The form's values as the API takes them (react-admin keeps a number input's text as a number already). */
const toInput = (values: Record<string, unknown>): PayoutInput => {
  const parsed = payoutInput.safeParse(values);
  return parsed.success ? parsed.data : (values as unknown as PayoutInput);
};

export function PayoutCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const today = istDate(new Date());
  return (
    <Create
      title="Record payout"
      transform={toInput}
      mutationOptions={{
        onSuccess: () => {
          notify('Payout recorded', { type: 'success' });
          redirect('list', 'payouts');
        },
        onError: (error: unknown) => notify(`Failed to record payout: ${failureMessage(error)}`, { type: 'error' }),
      }}
    >
      <SimpleForm defaultValues={{ month: lastMonth(today), paidOn: today }}>
        <ReferenceInput source="counsellorId" reference="counsellors" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput label="Counsellor" optionText="name" filterToQuery={(q: string) => ({ q })} validate={required()} />
        </ReferenceInput>
        <TextInput source="month" label="Statement month (YYYY-MM)" validate={required()} />
        <OwedHint />
        <NumberInput source="amount" label="Amount (₹)" validate={required()} min={0.01} step={0.01} />
        <DateInput source="paidOn" label="Paid on" validate={required()} />
        <TextInput source="reference" label="Bank reference (UTR)" validate={required()} />
      </SimpleForm>
    </Create>
  );
}
