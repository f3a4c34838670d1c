import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ChunkingContext, CodeSplittingGroup, ModuleInfo } from 'rolldown';
import { defineConfig, type ProxyOptions } from 'vite';
import { compiledMessages } from './vite/compiledMessages.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The API refuses state-changing requests whose Origin is not its own. Behind this development proxy the browser's
 * origin is Vite's, so the proxy presents the API's origin instead (development and preview only).
 */
const apiProxy: ProxyOptions = {
  target: apiTarget,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq) => {
      if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', new URL(apiTarget).origin);
    });
  },
};

const nodeModules = /[\\/]node_modules[\\/]/;
/**
 * What the earnings chart (@mui/x-charts: its tooltip) shares only with the back office: MUI's Popper with popper.js.
 * In `forms` it would ride along with the sign-in dialogs on the public pages; left out, it splits into a chunk that
 * only those two load. (Checked by listing the forms chunk's modules with and without the earnings page.)
 */
const chartsWithAdmin = /[\\/]node_modules[\\/](@popperjs[\\/]|@mui[\\/]material[\\/](Popper[\\/]|styles[\\/]useThemeProps))/;
/**
 * @mui/x-charts and what only it uses (d3, MUI X's internals), and d3-scale, which the back office's revenue chart
 * shares with it. Shared by two chunks they would land in `forms`, which the public sign-in dialogs load; left out,
 * they split into chunks that only the charts load. (A group of its own would also pull in the MUI modules the charts
 * import, which the dialogs then load from it.)
 */
const chartsOnly = /[\\/]node_modules[\\/](@mui[\\/]x-|@base-ui[\\/]|d3-|internmap[\\/]|flatqueue[\\/]|bezier-easing[\\/])/;
const formsShared = (id: string) => nodeModules.test(id) && !chartsWithAdmin.test(id) && !chartsOnly.test(id);
const adminSource = /[\\/]src[\\/]admin[\\/]/;
/** The Hindi catalogues of the public frame, its error pages, the landing page and its package cards (issue 33). */
const hindiOfLanding = /[\\/]src[\\/](app[\\/]layout|app[\\/]pages|features[\\/]public[\\/]home|features[\\/]packages)[\\/]messages[\\/]hi\.json/;
/**
 * A feature's index.ts only re-exports, and the bundler takes from it only what is used (the treeshake rule below): a
 * walk of what a page needs goes through it to the files of the names imported, not to every file the index names.
 */
const featureIndex = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;
/** The files whose names `importer` imports from the feature index `index` (each line of an index re-exports from one file). */
function takenFromIndex(importer: ModuleInfo, index: ModuleInfo | null): string[] {
  if (!index?.code || !importer.code) return [];
  const folder = path.basename(path.dirname(index.id));
  const names = new Set(
    [...importer.code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"][^'"]*\/([\w-]+)['"]/g)]
      .filter((m) => m[2] === folder)
      .flatMap((m) =>
        (m[1] ?? '').split(',').map(
          (name) =>
            name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0],
        ),
      ),
  );
  return [...index.code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)]
    .filter((m) => (m[1] ?? '').split(',').some((name) => names.has(name.trim().split(/\s+as\s+/)[0] ?? '')))
    .map((m) => path.resolve(path.dirname(index.id), m[2] ?? ''))
    .flatMap((file) => index.importedIds.filter((id) => id.replace(/\.[jt]sx?$/, '') === file));
}
/** The student's and the counsellor's dashboards: drawn on the server, their scripts run after the first paint (0152). */
const dashboardPage = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]pages[\\/](Student|Counsellor)DashboardPage\.tsx$/;

/**
 * `forms`: the libraries our code outside src/admin/ reaches (through any path of imports) and more than one chunk
 * shares. The libraries only the back office reaches (react-admin, ra-*, react-hook-form, the MUI parts only they use)
 * stay out: with the back office's pages in chunks of their own (docs/decisions/0146) they are shared by several chunks,
 * and in `forms` the public sign-in dialogs would load them. Of those, what the two dashboards import statically (their
 * cards: Chip, Alert, Skeleton…) goes to `dashboards`, so a dashboard's first load leaves out the dialogs' and text
 * fields' libraries (in `forms`, which imports `dashboards`); their evaluation after the first paint is blocking time
 * (docs/decisions/0152). Rolldown calls a group's `test` for every module before its first `name` call: `test` gathers
 * the ids, the first `name` walks the imports once.
 */
function formsGroup(): Pick<CodeSplittingGroup, 'name' | 'test'> {
  const ids: string[] = [];
  let reachedOutsideAdmin: Set<string> | null = null;
  let reachedByDashboards: Set<string> | null = null;
  return {
    test: (id) => {
      ids.push(id);
      return formsShared(id);
    },
    name: (id, ctx) => {
      reachedOutsideAdmin ??= reach(
        ctx,
        ids.filter((id) => !nodeModules.test(id) && !adminSource.test(id)),
        { lazily: true },
      );
      reachedByDashboards ??= importedByDashboards(ctx, ids);
      if (!reachedOutsideAdmin.has(id)) return null;
      return reachedByDashboards.has(id) ? 'dashboards' : 'forms';
    },
  };
}

/**
 * What a walk of the imports from `starts` reaches, never entering the back office or a module `stop` names: through
 * static imports only (what loads with a page), or through dynamic ones too (what a page can ever load).
 */
function reach(ctx: ChunkingContext, starts: string[], { lazily, stop = () => false }: { lazily: boolean; stop?: (id: string) => boolean }): Set<string> {
  const reached = new Set<string>();
  const queue = [...starts];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id) || adminSource.test(id)) continue;
    reached.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    const loaded = info.importedIds.flatMap((imported) => (featureIndex.test(imported) ? takenFromIndex(info, ctx.getModuleInfo(imported)) : [imported]));
    queue.push(...[...loaded, ...(lazily ? info.dynamicallyImportedIds : [])].filter((id) => !stop(id)));
  }
  return reached;
}

/** What the dashboards load with them, of `ids`' modules and what those import. */
const importedByDashboards = (ctx: ChunkingContext, ids: string[]) =>
  reach(
    ctx,
    ids.filter((id) => dashboardPage.test(id)),
    { lazily: false },
  );

/** The signed-in family's and counsellor's pages, their frame, the student's age gate and the dashboards' first reads: where a visitor who never signs in never goes. */
const signedInPage =
  /[\\/]src[\\/](features[\\/](student|parent|counsellor)[\\/]pages[\\/]|features[\\/]assessments[\\/]pages[\\/](PersonalityTestPage|StudentReportPage)\.tsx$|app[\\/]layout[\\/]FamilyLayout\.tsx$|features[\\/]student[\\/]consent[\\/]RequireAge\.tsx$|features[\\/][^\\/]+[\\/]dashboard[\\/]prefetchDashboard\.ts$)/;
const entryModule = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const hindiCatalogue = /[\\/]messages[\\/]hi\.json$/;

/**
 * `signedIn`: our own modules the dashboards import statically and a visitor who never signs in can never load. Left to
 * the automatic split they were some thirty chunks of a few hundred bytes each: the student's dashboard asked for 48
 * scripts, each a `<link rel="modulepreload">` its route's import put in the page on the main thread, 224 ms of blocking
 * time at a slow phone's speed (docs/decisions/0167). What visitors' pages share with them stays in the automatic
 * split, so no visitor loads this chunk; what it imports is never in it (the group does not take dependencies along),
 * and cannot import it back, a visitor's module importing only what visitors reach. The Hindi catalogues stay apart,
 * loaded by Hindi readers only.
 */
function signedInGroup(): Pick<CodeSplittingGroup, 'name' | 'test'> {
  const ids: string[] = [];
  let signedInOnly: Set<string> | null = null;
  return {
    test: (id) => {
      ids.push(id);
      return !nodeModules.test(id) && !adminSource.test(id) && !hindiCatalogue.test(id);
    },
    name: (id, ctx) => {
      if (!signedInOnly) {
        const byDashboards = importedByDashboards(ctx, ids);
        const byVisitors = reach(ctx, [entryModule], { lazily: true, stop: (id) => signedInPage.test(id) });
        signedInOnly = new Set([...byDashboards].filter((id) => !byVisitors.has(id)));
      }
      return signedInOnly.has(id) ? 'signedIn' : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [compiledMessages(), react()],
  // The server's render of the landing and content pages (src/entry-server.tsx) carries its libraries with it, so the
  // backend loads one file.
  ssr: { noExternal: true },
  // Like the browser's bundle, the server's is a production build whatever NODE_ENV the server runs with (tests, bench):
  // React's development build renders twice as slowly.
  // Its API client reads a signed-in page's first screen through the API on the visitor's behalf (src/lib/apiFetch.server.ts).
  ...(isSsrBuild
    ? {
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        resolve: { alias: [{ find: /^\.\/apiFetch$/, replacement: fileURLToPath(new URL('./src/lib/apiFetch.server.ts', import.meta.url)) }] },
      }
    : {}),
  server: { port: 5173, proxy: { '/api': apiProxy } },
  preview: { port: 4173, proxy: { '/api': apiProxy } },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        chunkSizeWarningLimit: 1200,
        rolldownOptions: {
          // A feature's index.ts only re-exports (docs/decisions/0097). Said so, the bundler follows an import of the index
          // to the one file used: without it the shell's import of auth's or assessments' index put every file the index
          // names (the result views, the slot picker…) in the first page's chunk (47 KB became 122 KB, vendor 600 KB 727 KB).
          treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false }] },
          output: {
            // Rolldown's successor to Rollup's manualChunks. Libraries the first page load needs go to one long-cached
            // `vendor` chunk. Everything else splits at the lazy boundaries: react-admin and what only it uses (ra-*,
            // react-hook-form, lodash…) stay in the AdminApp chunk, loaded on the first visit to /admin; the sign-in dialogs
            // load on first use.
            codeSplitting: {
              groups: [
                { name: 'vendor', test: nodeModules, tags: ['$initial'], priority: 2 },
                // The Hindi words of the public frame and the landing page: one request for a visitor to /hi who came
                // from an English page, none for an English one.
                { name: 'hi-landing', test: hindiOfLanding, priority: 2 },
                // Our own modules the first page needs stay in the entry's chunk. Left to the automatic split, the few that
                // lazy pages also import (paths, apiClient, money) became chunks of their own: three more requests for `/`,
                // each with its 770 bytes of headers (150.1 KB of JavaScript transferred; 147.3 KB with this group).
                { name: 'app', test: (id: string) => !nodeModules.test(id), tags: ['$initial'], priority: 1 },
                // Form components that both the dialogs and the back office use, once.
                { ...formsGroup(), minShareCount: 2, priority: 1 },
                // The signed-in pages' own shared code, once, after the libraries' groups have taken theirs.
                { ...signedInGroup(), minShareCount: 2, priority: 0, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
}));
