// A page that is the same for many visitors but for a few bytes in one place (a signed-in page's serialized user):
// its two fixed parts are compressed once, and each answer splices the visitor's bytes between them, without compressing
// the page again. Deflate allows it: the first part ends on a full flush (byte-aligned, nothing after it refers back into
// it), the visitor's bytes are a small deflate segment of their own ending the same way, and the last part finishes the
// stream; the gzip trailer's CRC-32 continues from the first part's over the rest. Brotli has no such joint, so these
// pages go out gzipped (or plain to a client that takes no gzip).
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface SplicedPage {
  before: Buffer;
  after: Buffer;
  /** The gzip header and the first part, deflated up to a full flush. */
  gzipBefore: Buffer;
  /** The last part, deflated to the end of the stream. */
  gzipAfter: Buffer;
  crcBefore: number;
}

// ID1 ID2, deflate, no flags, no time, no extra flags, unknown OS (RFC 1952).
const gzipHeader = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

/** Compresses the parts of a page around the place where each visitor's bytes go. */
export function splicePage(before: string, after: string): SplicedPage {
  const beforeBytes = Buffer.from(before, 'utf8');
  const afterBytes = Buffer.from(after, 'utf8');
  const level = constants.Z_BEST_COMPRESSION;
  // zlib gets copies of its own: on Node 20 deflating an empty buffer leaves it detached, and crc32 then reads 0.
  return {
    before: beforeBytes,
    after: afterBytes,
    gzipBefore: Buffer.concat([gzipHeader, deflateRawSync(Buffer.from(before, 'utf8'), { level, finishFlush: constants.Z_FULL_FLUSH })]),
    gzipAfter: deflateRawSync(Buffer.from(after, 'utf8'), { level }),
    crcBefore: crc32(beforeBytes),
  };
}

/** The page with `insert` in its place: gzipped when `gzip`, else plain. */
export function pageWith(page: SplicedPage, insert: string, gzip: boolean): Buffer {
  const middle = Buffer.from(insert, 'utf8');
  if (!gzip) return Buffer.concat([page.before, middle, page.after]);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(page.after, crc32(middle, page.crcBefore)), 0);
  trailer.writeUInt32LE((page.before.length + middle.length + page.after.length) % 2 ** 32, 4);
  const deflated = deflateRawSync(Buffer.from(insert, 'utf8'), { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([page.gzipBefore, deflated, page.gzipAfter, trailer]);
}
