// On a child's section of the parent dashboard: the child asked that another parent or guardian give consent in this
// parent's place. Nothing is sent to them until this parent agrees; once they consent, the child leaves this dashboard.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import type { ParentChild } from '@margdarshak/contracts/api/family';
import { serverErrorOf } from '../../../lib/apiClient';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toastContext';
import { useConfirmParentChange } from '../api/confirmParentChange';
import { firstNameOf } from './ChildDataActions';

export function ParentChangeNotice({ child }: { child: ParentChild }) {
  const confirm = useConfirmParentChange();
  const toast = useToast();
  const change = child.parentChange;
  if (!change) return null;
  const name = firstNameOf(child.name);
  if (change.confirmed) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        The change was agreed: we sent {change.parentEmail} the request to give consent for {name} in your place. Until they consent, nothing else changes.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      <AlertTitle>{name} asks for another parent or guardian</AlertTitle>
      On {formatDate(change.requestedAt)}, {name} asked that {change.parentEmail} give consent for them in your place. If you agree, we send them the request,
      and once they consent, {name} moves to their dashboard and leaves yours. If you do not agree, nothing changes.
      <Button
        variant="outlined"
        color="inherit"
        size="small"
        sx={{ display: 'flex', mt: 1.5 }}
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(child.id, { onSuccess: (answer) => toast.success('Change agreed', answer.message), onError: (error) => toast.error('Could not agree to the change', serverErrorOf(error)) })}
      >
        Agree to the change
      </Button>
    </Alert>
  );
}
