// Reads a multipart form with busboy under hard limits. Every file is checked by its content (magic bytes) and size
// before anything is kept, so a request that fails stores nothing.
import busboy from 'busboy';
import type Koa from 'koa';
import { DomainError, ValidationError } from '../http/errors';
import { safeInput } from '../http/safeText';
import { sniffFileKind, type FileKind } from './fileTypes';

export interface FileRule {
  label: string;
  kinds: readonly FileKind[];
  maxBytes: number;
}

export interface Upload {
  bytes: Buffer;
  kind: FileKind;
  /** The name the sender gave it, as sent (untrusted: clean it before showing or storing it). */
  filename?: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Upload>;
}

const kindNames: Record<FileKind, string> = { png: 'PNG', jpg: 'JPG', pdf: 'PDF' };
const listKinds = (kinds: readonly FileKind[]) =>
  kinds
    .map((k) => kindNames[k])
    .join(kinds.length > 2 ? ', ' : ' or ')
    .replace(/, (\w+)$/, ' or $1');
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export async function readMultipart(ctx: Koa.Context, rules: Record<string, FileRule>): Promise<MultipartForm> {
  if (!ctx.is('multipart/form-data')) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Send the form as multipart/form-data', 415);
  const largest = Math.max(...Object.values(rules).map((r) => r.maxBytes));
  const form: MultipartForm = { fields: {}, files: {} };
  const failures: DomainError[] = [];

  await new Promise<void>((resolve, reject) => {
    const parser = busboy({ headers: ctx.req.headers, limits: { fileSize: largest + 1, files: Object.keys(rules).length, fields: 40, fieldSize: 10_000, parts: 60 } });
    parser.on('field', (name, value) => {
      form.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const rule = rules[name];
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (rule && size <= rule.maxBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (!rule) return;
        if (size > rule.maxBytes) return failures.push(new DomainError('FILE_TOO_LARGE', `${rule.label} must be at most ${megabytes(rule.maxBytes)}`, 413));
        if (size === 0) return;
        const bytes = Buffer.concat(chunks);
        const kind = sniffFileKind(bytes);
        if (!kind || !rule.kinds.includes(kind)) return failures.push(new DomainError('FILE_TYPE', `${rule.label} must be a ${listKinds(rule.kinds)} file`, 415));
        form.files[name] = { bytes, kind, filename: info.filename ?? '' };
      });
    });
    parser.on('filesLimit', () => failures.push(new DomainError('TOO_MANY_FILES', 'Too many files in one form', 413)));
    parser.on('error', (error: Error) => reject(new ValidationError([{ path: '', message: `Malformed form: ${error.message}` }])));
    parser.on('close', () => resolve());
    ctx.req.pipe(parser);
  });

  const [first] = failures.sort((a, b) => a.status - b.status);
  if (first) throw first;
  return { ...form, fields: safeInput(form.fields) };
}
