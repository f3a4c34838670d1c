// What the 'Your data' card says to each kind of account about the file and the deletion, in their terms: a student's
// sessions are the ones they booked; a counsellor's are the ones they give, with students on the other side; a parent's
// own file holds their consents, while each child's data is downloaded from that child's section.

export type MyDataRole = 'student' | 'counsellor' | 'parent';

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
  parent: {
    intro: 'Download a copy of everything Margdarshak keeps about you as a parent, or delete your parent account for good.',
    exportText:
      'You get one file (JSON) with your account and every consent you were asked for, gave, refused or withdrawn, with its time. Each child’s own data is downloaded from that child’s section above.',
    deleteText:
      'Your parent account and your personal details are deleted for good, and you are signed out on every device. Your child keeps their account, sessions and reports, and the record of the consent you gave is kept with them. If you want a copy, download your data first.',
  },
};
