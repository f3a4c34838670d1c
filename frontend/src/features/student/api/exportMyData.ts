// POST /api/me/export {password}: everything Margdarshak holds about the signed-in person, saved as the JSON file the
// server names (margdarshak-data-<date>.json). Changes nothing, so no query is invalidated.
import { useMutation } from '@tanstack/react-query';
import { exportFileName, myDataPaths, passwordConfirmation } from '@margdarshak/contracts/api/myData';
import { apiDownload } from '../../../lib/apiClient';
import { saveBlob } from '../../../lib/downloadReportPdf';

/** The file name in `attachment; filename="…"`, or today's name when the header is missing. */
export function fileNameOf(disposition: string | null, today = new Date()): string {
  const named = disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;
  return named ?? exportFileName(today.toISOString().slice(0, 10));
}

export async function exportMyData(password: string): Promise<void> {
  const { blob, headers } = await apiDownload(myDataPaths.export, { method: 'POST', json: passwordConfirmation.parse({ password }), cache: 'no-store' });
  saveBlob(blob, fileNameOf(headers.get('content-disposition')));
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
