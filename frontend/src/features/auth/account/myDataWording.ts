// What the 'Your data' card says to each kind of account about the file and the deletion, in their terms: a student's
// sessions are the ones they booked; a counsellor's are the ones they give, with students on the other side.

export type MyDataRole = 'student' | 'counsellor';

export const myDataWording: Record<MyDataRole, { intro: string; exportText: string; deleteText: string }> = {
  student: {
    intro: 'Download a copy of everything Margdarshak keeps about you, or delete your account and your personal details for good.',
    exportText:
      'You get one file (JSON) with your account, your profile, your sessions with their payments and refunds, your tests and results, your chat messages, and links to your reports and to what your counsellor shared with you.',
    deleteText:
      'Your profile, your test answers and results, your reports and everything your counsellor shared with you are deleted for good, and you are signed out on every device. Sessions still to come are cancelled and paid ones refunded in full. If you want a copy, download your data first.',
  },
  counsellor: {
    intro: 'Download a copy of everything Margdarshak keeps about you, or close your counsellor account and delete your personal details for good.',
    exportText:
      'You get one file (JSON) with your account, your profile, the sessions you gave (date, time, package, status and amount) and the chat messages of those sessions. It names none of your students: their details are theirs.',
    deleteText:
      'Your profile, photo, documents and reviews are removed for good, and you are signed out on every device. Every session still to come is cancelled, and each student is refunded in full and told by e-mail. If you want a copy, download your data first.',
  },
};
