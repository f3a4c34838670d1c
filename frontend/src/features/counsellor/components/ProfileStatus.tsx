// Where a counsellor's profile stands, in words they can act on.
import Alert from '@mui/material/Alert';
import type { CounsellorStatus } from '@margdarshak/contracts/api/counsellors';

export const statusMessages: Record<CounsellorStatus, { severity: 'info' | 'success' | 'warning' | 'error'; title: string; text: string }> = {
  registered: { severity: 'info', title: 'Incomplete', text: 'Add your professional details to start receiving student bookings' },
  pending: { severity: 'warning', title: 'Pending Approval', text: 'Our team is checking your documents. Students can book you once your profile is approved.' },
  approved: { severity: 'success', title: 'Approved', text: 'Your profile is live: students can find and book you.' },
  rejected: { severity: 'error', title: 'Rejected', text: 'Our team could not approve this profile. Check your documents and submit it again, or write to us from the contact page.' },
  paused: { severity: 'warning', title: 'Service Paused', text: 'Your services are paused: students see your profile but cannot book you.' },
  deleted: { severity: 'error', title: 'Deleted', text: 'This account has been deleted.' },
};

export function ProfileStatus({ status }: { status: CounsellorStatus }) {
  const message = statusMessages[status];
  return (
    <Alert severity={message.severity} role="status">
      <strong>{message.title}.</strong> {message.text}
    </Alert>
  );
}
