// Confirmed bookings per second through the front door with two API processes and a projector (the built backend, as
// production runs it: backend/src/testing/multiProcess/cluster.ts), beside one built process in mode `all` measured in
// the same run on a database of its own: bookingFlow's load (16 students, each with a counsellor) against each address.
import path from 'node:path';
import { DEMO_ADMIN_DEFAULTS } from '../backend/src/platform/config';
import { freePort } from '../backend/src/platform/freePort';
import { HttpClient } from '../backend/src/testing/httpClient';
import { startCluster } from '../backend/src/testing/multiProcess/cluster';
import { startProduct } from '../backend/src/testing/productProcess';
import { prepareBookingLoad } from './bookingFlow';
import { row, type BenchRow } from './results';

/** `--mode api|all` seeds no demo data: the basic package the load books, made by the demo admin. */
async function basicPackage(url: string): Promise<void> {
  const admin = new HttpClient(url);
  await admin.post('/api/login', DEMO_ADMIN_DEFAULTS).expectStatus(200);
  await admin.post('/api/admin/packages', { name: 'Basic', description: 'One session', price: 999, type: 'basic', features: ['One session'], highlighted: false }).expectStatus(201);
}

async function bookingsPerSecondAt(url: string, databaseUrl: string): Promise<number> {
  await basicPackage(url);
  const load = await prepareBookingLoad(url, databaseUrl);
  return (await load()).bookingsPerSecond;
}

/** `database(name)` makes an empty database and answers its URL; `root` is a folder for the processes' data. */
export async function benchMultiProcessBookings(database: (name: string) => Promise<string>, root: string): Promise<BenchRow[]> {
  const singleDatabase = await database('bench_one_process');
  const single = await startProduct({
    entry: 'backend/dist/serve.mjs',
    args: ['--mode', 'all'],
    dataDir: path.join(root, 'one-process'),
    port: await freePort(),
    env: { DATABASE_URL: singleDatabase },
  });
  let oneProcess: number;
  try {
    oneProcess = await bookingsPerSecondAt(single.url, singleDatabase);
  } finally {
    await single.stop();
  }
  const clusterDatabase = await database('bench_multi_process');
  const cluster = await startCluster({ databaseUrl: clusterDatabase, dataDir: path.join(root, 'multi-process') });
  let throughDoor: number;
  try {
    throughDoor = await bookingsPerSecondAt(cluster.door.url, clusterDatabase);
  } finally {
    await cluster.stop();
  }
  return row({
    name: 'confirmed bookings/s through the front door, two API processes and a projector (16 students; baseline one process in the same run)',
    value: throughDoor,
    unit: 'bookings/s',
    target: null,
    better: 'higher',
    baseline: oneProcess,
  });
}
