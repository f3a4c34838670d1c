// A report's two buttons, the same on the session, in Recent Documents and on the report page: View Report opens
// /student/report/{id}; Download PDF saves the PDF when the link is one (dashboards §5).
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReportLink } from '@margdarshak/contracts/api/personalityTests';
import { paths } from '../../../config/paths';
import { downloadReportPdf } from '../../../lib/downloadReportPdf';
import { reportDownload } from './reportDocuments';
import { useReportTitle } from '../../../lib/i18n/useReportTitle';
import { useT } from '../../../lib/i18n/useLanguage';
import { studentMessages } from '../messages';

type Size = ButtonProps['size'];

/**
 * Renders nothing for a link that is not a PDF: View Report already opens the page. A report page may give its own
 * `label` and the report's `name` in its language (else the student catalogue's); the saved file keeps the link's title.
 */
export function DownloadPdfButton({
  link,
  size = 'small',
  variant = 'outlined',
  label,
  name,
}: {
  link: Pick<ReportLink, 'title' | 'url'>;
  size?: Size;
  variant?: ButtonProps['variant'];
  label?: string;
  name?: string;
}) {
  const t = useT(studentMessages);
  const title = useReportTitle();
  const [busy, setBusy] = useState(false);
  const shown = label ?? t('report.download');
  const target = reportDownload(link);
  if (target.kind === 'page') return null;
  const download = () => {
    setBusy(true);
    // A failure is logged by the helper and shown to no one (dashboards §8).
    downloadReportPdf(target.url, target.fileName)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Button size={size} variant={variant} onClick={download} disabled={busy} aria-busy={busy} aria-label={`${shown}: ${name ?? title(link.title)}`}>
      {shown}
    </Button>
  );
}

export function ReportButtons({ link }: { link: ReportLink }) {
  const t = useT(studentMessages);
  const title = useReportTitle();
  return (
    <>
      <Button size="small" variant="contained" component={RouterLink} to={paths.student.report.to(link.id)} aria-label={`${t('report.view')}: ${title(link.title)}`}>
        {t('report.view')}
      </Button>
      <DownloadPdfButton link={link} />
    </>
  );
}
