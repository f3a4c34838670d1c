// When results are released (or a comprehensive report updated) the report's PDF is rendered ahead of its first
// download, and the student is mailed a link to the report page, never the report itself (it holds personal data;
// the page asks them to sign in). Once per release: the message id is the report's version.
import { assessmentEvents } from '@margdarshak/contracts/events/assessments';
import { findReport } from '@margdarshak/projections/assessments/assessmentsQueries';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import { atOnce, processor } from '../../platform/processors/processor';
import { releaseMailText } from './releaseMail';
import { releasedReport, reportPdf } from './reports';

const jobs = (release: Omit<Job, 'kind'>, dueAt: Date) => [
  { kind: 'prerender' as const, ...release, dueAt },
  { kind: 'release-mail' as const, ...release, dueAt },
];

type Job = { kind: 'release-mail' | 'prerender'; reportId: string; studentId: string; version: number };

export const releaseProcessor = processor<Job>({
  name: 'report-release',
  eventTypes: ['ResultReleased', 'ComprehensiveReportReleased'],
  from: 'deployment',
  plan(event) {
    if (event.type === 'ResultReleased') {
      const { reportId, studentId } = assessmentEvents.ResultReleased.schema.parse(event.data);
      return jobs({ reportId, studentId, version: 1 }, atOnce(event));
    }
    const { reportId, studentId, version } = assessmentEvents.ComprehensiveReportReleased.schema.parse(event.data);
    return jobs({ reportId, studentId, version }, atOnce(event));
  },
  async run(job, { deps, causedAt }) {
    if (!(await deps.readModels.waitFor(causedAt, { eventTypes: ['ResultReleased', 'ComprehensiveReportReleased'], strict: true }))) {
      throw new Error('The reports read model is behind; trying again');
    }
    if (job.kind === 'prerender') {
      // Only a speed-up: in a process that serves no downloads it warms a cache nobody reads.
      const released = await releasedReport(deps, job.reportId);
      if (released && released.view.version === job.version) await reportPdf(deps, released);
      return;
    }
    const [report, student] = await Promise.all([findReport(deps.db, job.reportId), findActiveUser(deps.db, job.studentId)]);
    if (!report || !student) return; // erased since
    const link = `${deps.config.publicUrl}/student/report/${report.id}`;
    const update = job.version > 1;
    await deps.mail.send({ id: `report-${report.id}-v${job.version}`, to: student.email, ...releaseMailText(report.title, update, link, student.language ?? 'en') });
  },
});
