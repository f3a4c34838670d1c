// Beside the payout form: what the chosen counsellor is owed at the end of the chosen month and today, from their
// statements, so the admin pays what the statement says (the server refuses more than is owed today in any case).
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { FormDataConsumer } from 'react-admin';
import { type Statement, statementMonth, statementPaths } from '@margdarshak/contracts/api/statements';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import { monthLabel } from '../../../lib/format';
import { formatExactRupees } from '../../adminFormat';
import { httpClient } from '../../adminHttp';

const statementOf = async (counsellorId: string, month: string) => (await httpClient(statementPaths.statement(counsellorId, month))).json as Statement;

function Owed({ counsellorId, month }: { counsellorId: string; month: string }) {
  const thisMonth = istDate(new Date()).slice(0, 7);
  const asked = useQuery({ queryKey: ['payouts', 'owed', counsellorId, month], queryFn: () => statementOf(counsellorId, month) });
  const today = useQuery({ queryKey: ['payouts', 'owed', counsellorId, thisMonth], queryFn: () => statementOf(counsellorId, thisMonth) });
  if (!asked.data || !today.data) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      Owed at the end of {monthLabel(month)}: {formatExactRupees(asked.data.owed)}. Owed today: {formatExactRupees(today.data.owed)}.
    </Alert>
  );
}

export function OwedHint() {
  return (
    <FormDataConsumer<{ counsellorId?: string; month?: string }>>
      {({ formData }) =>
        formData.counsellorId && statementMonth.safeParse(formData.month).success && (formData.month ?? '') <= istDate(new Date()).slice(0, 7) ? (
          <Owed counsellorId={formData.counsellorId} month={formData.month ?? ''} />
        ) : null
      }
    </FormDataConsumer>
  );
}
