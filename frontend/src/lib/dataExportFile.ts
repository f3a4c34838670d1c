// A data export (POST /api/me/export, or a parent's for their child) saved as the JSON file the server names
// (margdarshak-data-<date>.json). Shared by the student's profile and the parent's dashboard.
import { exportFileName, passwordConfirmation } from '@margdarshak/contracts/api/myData';
import { apiDownload } from './apiClient';
import { saveBlob } from './downloadReportPdf';

/** The file name in `attachment; filename="…"`, or today's name when the header is missing. */
export function fileNameOf(disposition: string | null, today = new Date()): string {
  const named = disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;
  return named ?? exportFileName(today.toISOString().slice(0, 10));
}

export async function downloadDataExport(path: string, password: string): Promise<void> {
  const { blob, headers } = await apiDownload(path, { method: 'POST', json: passwordConfirmation.parse({ password }), cache: 'no-store' });
  saveBlob(blob, fileNameOf(headers.get('content-disposition')));
}
