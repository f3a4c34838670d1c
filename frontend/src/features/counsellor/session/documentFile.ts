// What a counsellor may share with the student (issue 15): PDF, PNG or JPG up to 10 MB. The server checks the content;
// this says at once, before the upload, what is wrong with a chosen file.
import { SESSION_DOCUMENT_MAX_BYTES } from '@margdarshak/contracts/api/counsellorWorkspace';

export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';

const allowedTypes = new Set(['application/pdf', 'image/png', 'image/jpeg']);
const allowedExtension = /\.(pdf|png|jpe?g)$/i;

/** The reason a file cannot be shared, or null when it may be sent. */
export function documentProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const typeOk = file.type === '' ? allowedExtension.test(file.name) : allowedTypes.has(file.type);
  if (!typeOk) return 'Choose a PDF, PNG or JPG file';
  if (file.size === 0) return 'This file is empty';
  if (file.size > SESSION_DOCUMENT_MAX_BYTES) return 'The file must be at most 10 MB';
  return null;
}
