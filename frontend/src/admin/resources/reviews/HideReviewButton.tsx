// Hide a review (POST /api/admin/reviews/{id}/hide) with the admin's reason: it leaves the counsellor's profile and
// rating; the student still sees it as theirs. Shown only on reviews still shown.
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { HIDE_REASON_MAX, hideReviewRequest, type AdminReview } from '@margdarshak/contracts/api/reviews';
import { ReasonDialog } from '../../components/ReasonDialog';
import { failureMessage, httpClient } from '../../adminHttp';

function useHideReview() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      httpClient(`/api/admin/reviews/${encodeURIComponent(id)}/hide`, { method: 'POST', body: JSON.stringify(hideReviewRequest.parse({ reason })) }),
    onSuccess: () => {
      notify('Review hidden', { type: 'success' });
      return queryClient.invalidateQueries();
    },
    onError: (error) => notify(`Failed to hide review: ${failureMessage(error)}`, { type: 'error' }),
  });
}

export function HideReviewButton() {
  const record = useRecordContext<AdminReview>();
  const [open, setOpen] = useState(false);
  const hide = useHideReview();
  if (!record || record.hidden) return null;
  return (
    <>
      <Button
        size="small"
        color="warning"
        variant="outlined"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        Hide
      </Button>
      <ReasonDialog
        open={open}
        title="Hide this review?"
        text={`${record.studentName}'s ${record.rating}-star review of ${record.counsellorName} leaves the counsellor's profile and rating.`}
        confirm="Hide review"
        required
        helperText="Kept with the review for the back office."
        maxLength={HIDE_REASON_MAX}
        loading={hide.isPending}
        onConfirm={(reason) => hide.mutate({ id: record.id, reason }, { onSettled: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
