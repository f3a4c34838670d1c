// The back office's counsellor (GET /api/admin/counsellors) and how its status reads (dashboards §2).
import type { AdminCounsellor, CounsellorStatus } from '@margdarshak/contracts/api/counsellors';

export type CounsellorRecord = AdminCounsellor;

export const statusLabels: Record<CounsellorStatus, { label: string; color: 'default' | 'warning' | 'success' | 'error' | 'info' }> = {
  registered: { label: 'Profile Incomplete', color: 'default' },
  pending: { label: 'Pending Approval', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
  paused: { label: 'Services Paused', color: 'info' },
  deleted: { label: 'Deleted', color: 'default' },
};

export type StatusChange = 'approve' | 'reject' | 'pause' | 'resume';

/** Which changes a status allows: the same rules the server's decider enforces, so no button leads to a 409. */
export function allowedChanges(status: CounsellorStatus): StatusChange[] {
  switch (status) {
    case 'pending':
      return ['approve', 'reject'];
    case 'approved':
      return ['pause'];
    case 'paused':
      return ['resume'];
    case 'rejected':
      return ['approve'];
    case 'registered':
    case 'deleted':
      return [];
    default: {
      const unknown: never = status;
      return unknown;
    }
  }
}

/** The toasts of dashboards §8 (resume is ours). */
export const changeMessages: Record<StatusChange, { success: string; failure: string }> = {
  approve: { success: 'Counsellor approved', failure: 'Failed to approve counsellor' },
  reject: { success: 'Counsellor rejected', failure: 'Failed to reject counsellor' },
  pause: { success: 'Services paused', failure: 'Failed to pause services' },
  resume: { success: 'Services resumed', failure: 'Failed to resume services' },
};
