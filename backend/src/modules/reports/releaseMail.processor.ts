// The student is mailed when results are released, and again when a comprehensive report is updated: a link to the
// report page, never the report itself (it holds personal data; the page asks them to sign in). Once per release: the
// message id is the report's version.
import { assessmentEvents } from '@margdarshak/contracts/events/assessments';
import { findReport } from '@margdarshak/projections/assessments/assessmentsQueries';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import { atOnce, processor } from '../../platform/processors/processor';

type Job = { kind: 'release-mail'; reportId: string; studentId: string; version: number };

export const releaseMailProcessor = processor<Job>({
  name: 'report-release-mail',
  eventTypes: ['ResultReleased', 'ComprehensiveReportReleased'],
  from: 'deployment',
  plan(event) {
    if (event.type === 'ResultReleased') {
      const { reportId, studentId } = assessmentEvents.ResultReleased.schema.parse(event.data);
      return [{ kind: 'release-mail', reportId, studentId, version: 1, dueAt: atOnce(event) }];
    }
    const { reportId, studentId, version } = assessmentEvents.ComprehensiveReportReleased.schema.parse(event.data);
    return [{ kind: 'release-mail', reportId, studentId, version, dueAt: atOnce(event) }];
  },
  async run(job, { deps, causedAt }) {
    if (!(await deps.readModels.waitFor(causedAt, { eventTypes: ['ResultReleased', 'ComprehensiveReportReleased'], strict: true }))) {
      throw new Error('The reports read model is behind; trying again');
    }
    const [report, student] = await Promise.all([findReport(deps.db, job.reportId), findActiveUser(deps.db, job.studentId)]);
    if (!report || !student) return; // erased since
    const link = `${deps.config.publicUrl}/student/report/${report.id}`;
    const update = job.version > 1;
    await deps.mail.send({
      id: `report-${report.id}-v${job.version}`,
      to: student.email,
      subject: update ? `Your counsellor has updated your ${report.title}` : `Your ${report.title} is ready`,
      text: [
        update
          ? `Your counsellor has updated your ${report.title} on Margdarshak, with new notes for you.`
          : `Your counsellor has gone through your results and shared your ${report.title} on Margdarshak.`,
        `Read it, and download it as a PDF, here (sign in first): ${link}`,
        'It is a good idea to read it together with your parents before your next conversation with your counsellor.',
      ].join('\n\n'),
    });
  },
});
