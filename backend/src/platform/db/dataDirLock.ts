// One Margdarshak process owns a DATA_DIR's embedded database at a time. The owner's pid is kept in a file, so a
// second start is refused while the first lives, and a server orphaned by a killed owner is recognised as such.
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'margdarshak.pid');
  const owner = readOwner(file);
  if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
    throw new Error(`Another Margdarshak process (pid ${owner}) is using ${dataDir}. Stop it, or set DATA_DIR to another folder.`);
  }
  writeFileSync(file, String(process.pid));
  return () => {
    if (readOwner(file) === process.pid) rmSync(file, { force: true });
  };
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
