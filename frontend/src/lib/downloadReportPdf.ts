// Saves a report's PDF (dashboards §7, §8): fetched with the session cookie as a blob, saved as the title with
// underscores plus .pdf. A failure is logged and thrown as 'Failed to download PDF'; the student sees no message.
import { apiBlob } from './apiClient';

export const DOWNLOAD_FAILED = 'Failed to download PDF';

export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the blob after the click's task: let it go a little later.
  window.setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

export async function downloadReportPdf(url: string, fileName: string): Promise<void> {
  try {
    saveBlob(await apiBlob(url, { cache: 'no-store' }), fileName);
  } catch (cause) {
    console.error(DOWNLOAD_FAILED, cause);
    throw new Error(DOWNLOAD_FAILED, { cause });
  }
}
