// On a child's section of the parent dashboard: the child asked that another parent or guardian give consent in this
// parent's place. The new address is shown in full, so the parent can tell whose it is before agreeing. Nothing is sent
// to it until this parent agrees; once they consent, the child leaves this dashboard. After "Agree to the change", focus
// moves to the notice that says what happened.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import type { ParentChild } from '@margdarshak/contracts/api/family';
import { serverErrorOf } from '../../../lib/apiClient';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toastContext';
import { useConfirmParentChange } from '../api/confirmParentChange';
import { firstNameOf } from './ChildDataActions';

export function ParentChangeNotice({ child }: { child: ParentChild }) {
  const confirm = useConfirmParentChange();
  const toast = useToast();
  const [agreed, setAgreed] = useState(false);
  const outcome = useRef<HTMLDivElement>(null);
  const change = child.parentChange;
  const confirmed = change?.confirmed === true;
  useEffect(() => {
    if (agreed && confirmed) outcome.current?.focus();
  }, [agreed, confirmed]);
  if (!change) return null;
  const name = firstNameOf(child.name);
  if (change.confirmed) {
    return (
      <Alert ref={outcome} tabIndex={-1} severity="info" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        The change was agreed: we sent {change.parentEmail} the request to give consent for {name} in your place. Until they consent, nothing else changes.
      </Alert>
    );
  }
  const agree = () =>
    confirm.mutate(
      { childId: child.id, requestedAt: change.requestedAt },
      {
        onSuccess: (answer) => {
          setAgreed(true);
          toast.success('Change agreed', answer.message);
        },
        onError: (error) => toast.error('Could not agree to the change', serverErrorOf(error)),
      },
    );
  return (
    <Alert severity="warning" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      <AlertTitle>{name} asks for another parent or guardian</AlertTitle>
      On {formatDate(change.requestedAt)}, {name} asked that <strong>{change.parentEmail}</strong> give consent for them in your place. Please check that this address belongs to the person {name}{' '}
      means. If you agree, we send them the request, and once they consent, {name} moves to their dashboard and leaves yours. If you do not agree, nothing changes.
      <Button variant="outlined" color="inherit" size="small" sx={{ display: 'flex', mt: 1.5 }} disabled={confirm.isPending} onClick={agree}>
        Agree to the change
      </Button>
    </Alert>
  );
}
