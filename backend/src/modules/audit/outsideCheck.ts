// Verify's word on the digests kept outside the database, once the chains have been checked against them: whether the
// file is there (or why not), and which copies the log no longer holds. A copy that no longer matches the log is a
// digest problem like any other (chainCheck.ts, source 'outside').
import { formatPosition } from '@margdarshak/contracts/api/audit';
import { comparePositions, type RecordedEvent } from '@margdarshak/contracts/log';
import type { ChainReport } from './chainCheck';
import type { OutsideDigest, OutsideDigestLog } from './outsideDigests';

export interface OutsideReport {
  path: string;
  state: OutsideDigestLog['state'];
  /** Why the state is what it is (a first run, a file deleted or moved, the copies read). */
  note: string;
  /** Copies read whose signature holds. */
  digests: number;
  /** Copies the log does not match. */
  failed: number;
  /** The newest copy, which the log's end is held to. */
  newest: { upTo: string; digestedAt: string } | null;
  /** What is wrong with the file, and copies whose event is gone from the log. */
  problems: string[];
}

const upToOf = (copy: OutsideDigest) => ({ commit: BigInt(copy.data.upTo.commit), prepare: BigInt(copy.data.upTo.prepare) });

export function outsideCheck(log: OutsideDigestLog, digests: readonly RecordedEvent[], chains: ChainReport): OutsideReport {
  const inLog = new Set(digests.map((event) => event.id));
  const gone = log.digests.filter((copy) => !inLog.has(copy.id));
  const newest = log.digests.reduce<OutsideDigest | undefined>((found, copy) => (!found || comparePositions(upToOf(copy), upToOf(found)) >= 0 ? copy : found), undefined);
  return {
    path: log.path,
    state: log.state,
    note: log.note,
    digests: log.digests.length,
    failed: chains.digests.problems.filter((problem) => problem.source === 'outside').length,
    newest: newest ? { upTo: `${newest.data.upTo.commit}-${newest.data.upTo.prepare}`, digestedAt: newest.data.digestedAt } : null,
    problems: [
      ...log.problems,
      ...gone.map(
        (copy) =>
          `The digest signed on ${copy.data.digestedAt} (at ${formatPosition(copy.position)}, line ${copy.line} of the copies outside the database) is no longer in the log: its event was removed.`,
      ),
    ],
  };
}

/** A verification's own digest that could not be signed or copied outside the database, in a sentence. */
export const digestErrorProblem = (error: string) => `The digest that should cover this verification's record could not be signed or written outside the database: ${error}`;
