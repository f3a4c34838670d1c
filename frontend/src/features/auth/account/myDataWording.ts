// What the 'Your data' card says to each kind of account about the file and the deletion, in their terms: a student's
// sessions are the ones they booked; a counsellor's are the ones they give, with students on the other side; a parent's
// own file holds their consents, while each child's data is downloaded from that child's section. The words themselves
// are the card's catalogue's (messages/), by these ids.

export type MyDataRole = 'student' | 'counsellor' | 'parent';

export const myDataWording = {
  student: { intro: 'student.intro', exportText: 'student.export', deleteText: 'student.delete' },
  counsellor: { intro: 'counsellor.intro', exportText: 'counsellor.export', deleteText: 'counsellor.delete' },
  parent: { intro: 'parent.intro', exportText: 'parent.export', deleteText: 'parent.delete' },
} as const satisfies Record<MyDataRole, { intro: string; exportText: string; deleteText: string }>;
