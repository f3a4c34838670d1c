// What a counsellor is told when an admin decides on their profile: short plain texts, one per decision.
export type CounsellorNotice = 'approved' | 'rejected' | 'paused' | 'resumed' | 'change_approved' | 'change_rejected';

const subjects: Record<CounsellorNotice, string> = {
  approved: 'Your Margdarshak profile is approved',
  rejected: 'Your Margdarshak profile was not approved',
  paused: 'Your Margdarshak services are paused',
  resumed: 'Your Margdarshak services are resumed',
  change_approved: 'Your profile change is approved',
  change_rejected: 'Your profile change was not approved',
};

const reasonLine = (reason: string | undefined) => (reason ? `\n\nThe reason our team gave: ${reason}` : '');

function body(notice: CounsellorNotice, reason: string | undefined, profileUrl: string): string {
  switch (notice) {
    case 'approved':
      return `Good news: our team approved your counsellor profile. Students can now find you and book your sessions.\n\nSet your weekly hours so they can pick a time: ${profileUrl.replace(/profile$/, 'availability')}`;
    case 'rejected':
      return `Our team could not approve your counsellor profile.${reasonLine(reason)}\n\nYou can correct your details or documents and submit the profile again: ${profileUrl}`;
    case 'paused':
      return 'Our team has paused your services. Students still see your profile but cannot book you until they are resumed. Sessions already booked are not affected.\n\nIf you have questions, write to us from the contact page.';
    case 'resumed':
      return 'Our team has resumed your services: students can book you again.';
    case 'change_approved':
      return 'Our team approved the change to your profile. Your public profile now shows it.';
    case 'change_rejected':
      return `Our team could not approve the change to your profile. Your public profile keeps your approved details.${reasonLine(reason)}\n\nYou can send a corrected change from your profile: ${profileUrl}`;
    default: {
      const unknown: never = notice;
      return unknown;
    }
  }
}

export function counsellorMessage(notice: CounsellorNotice, reason: string | undefined, publicUrl: string): { subject: string; text: string } {
  return { subject: subjects[notice], text: `Hello,\n\n${body(notice, reason, `${publicUrl}/counsellor/profile`)}\n\nMargdarshak` };
}
