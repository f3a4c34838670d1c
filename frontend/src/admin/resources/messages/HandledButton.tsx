import Button from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { AdminMessage } from '@margdarshak/contracts/api/contact';
import { failureMessage } from '../../adminHttp';

/** Marks a message handled, or back to open. */
export function HandledButton() {
  const record = useRecordContext<AdminMessage>();
  const [update, { isPending }] = useUpdate<AdminMessage>();
  const notify = useNotify();
  if (!record) return null;
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    update(
      'messages',
      { id: record.id, data: { handled: !record.handled }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(record.handled ? 'Message reopened' : 'Message marked handled', { type: 'success' }),
        onError: (error) => notify(`Failed to update message: ${failureMessage(error)}`, { type: 'error' }),
      },
    );
  };
  return (
    <Button size="small" variant={record.handled ? 'text' : 'outlined'} onClick={toggle} disabled={isPending}>
      {record.handled ? 'Reopen' : 'Mark handled'}
    </Button>
  );
}
