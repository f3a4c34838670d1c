// The product as production runs it, on one machine: the built backend (backend/dist/serve.mjs on plain node), one
// projector process and two API processes on one PostgreSQL, behind the test front door (frontDoor.ts) with
// TRUST_PROXY=1. They share DATA_DIR (uploads and the mail outbox), as the compose's copies share a volume, and one
// SERVER_SECRET. The projector starts first and migrates the empty database; the API copies start after it, one at a
// time, each making sure the demo admin exists. Any process can be killed (SIGKILL) and started again on its port.
import { randomBytes } from 'node:crypto';
import { freePort } from '../../platform/freePort';
import { type FrontDoor, startFrontDoor } from '../frontDoor';
import { type ProductProcess, startProduct } from '../productProcess';

export interface Cluster {
  door: FrontDoor;
  /** The two API processes' own addresses (a test may pin a stream to one). */
  apiUrls: [string, string];
  killApi(index: 0 | 1): Promise<void>;
  startApi(index: 0 | 1): Promise<void>;
  killProjector(): Promise<void>;
  startProjector(): Promise<void>;
  /** Ctrl-C to every process still running, then the door. */
  stop(): Promise<void>;
  /** What each process printed lately, for a failure's message. */
  output(): string;
  /** The environment the processes share (the database, the server secret), for a tool run against the same product. */
  env: Record<string, string>;
}

export async function startCluster({ databaseUrl, dataDir }: { databaseUrl: string; dataDir: string }): Promise<Cluster> {
  const apiPorts = [await freePort(), await freePort()] as const;
  const apiUrls: [string, string] = [`http://127.0.0.1:${apiPorts[0]}`, `http://127.0.0.1:${apiPorts[1]}`];
  const door = await startFrontDoor({ upstreams: apiUrls });
  const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: '1', PUBLIC_URL: door.url, SERVER_SECRET: randomBytes(32).toString('hex') };
  const projectorPort = await freePort();
  const apis: (ProductProcess | undefined)[] = [undefined, undefined];
  let projector: ProductProcess | undefined;
  const startApi = async (index: 0 | 1) => {
    apis[index] = await startProduct({ entry: 'backend/dist/serve.mjs', args: ['--mode', 'api'], dataDir, port: apiPorts[index], env });
  };
  const startProjector = async () => {
    projector = await startProduct({
      entry: 'backend/dist/serve.mjs',
      args: ['--mode', 'projector'],
      dataDir,
      port: projectorPort,
      env: { ...env, LOG_LEVEL: 'info' },
      readyLine: 'projector worker running',
    });
  };
  const kill = async (process: ProductProcess | undefined) => {
    if (!process) throw new Error('That process is not running');
    await process.kill();
  };
  try {
    await startProjector();
    await startApi(0);
    await startApi(1);
  } catch (error) {
    for (const process of [...apis, projector]) await process?.kill();
    await door.close();
    throw error;
  }
  return {
    door,
    apiUrls,
    async killApi(index) {
      await kill(apis[index]);
      apis[index] = undefined;
    },
    startApi,
    async killProjector() {
      await kill(projector);
      projector = undefined;
    },
    startProjector,
    async stop() {
      // An orderly stop that has not ended in 15 s (a stream a client keeps reopening, say) ends with a kill.
      const stopped = async (process: ProductProcess) => {
        const late = setTimeout(() => void process.kill(), 15_000);
        await process.stop();
        clearTimeout(late);
      };
      for (const process of [...apis, projector]) if (process) await stopped(process);
      await door.close();
    },
    env,
    output: () => [...apis, projector].map((process, i) => `--- process ${i}:\n${process?.output().slice(-3_000) ?? '(not running)'}`).join('\n'),
  };
}
