/**
 * The server as one file (dist/main.js) for `npm start`, the browser journeys and the benchmark: our
 * code and the workspace's contracts bundled, every npm package left to Node (PGlite's WASM, the
 * argon2 binary and pdfkit's fonts are found from their own folders). Node then loads one module of
 * ours instead of tsx transpiling two hundred; with the late imports, start-up 2.9–3.3 s → 1.8–1.9 s
 * (decision 043).
 *
 *   npm run build -w @kaksha/server     (or `tsx apps/server/build.ts`)
 *   tsx apps/server/build.ts --if-stale (what `npm start` runs: the web app and the server, each only
 *                                       when a file it is built from is newer than what was built)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
/** What `buildServer` writes; run it with `node ...START_FLAGS`. */
const serverBundle = path.join(serverRoot, 'dist/main.js');

/**
 * How `npm start` runs the bundle (package.json): its source map for stack traces, and a young
 * generation of 64 MB (decision 050). The journeys, the fault suite and the benchmark run it the same.
 */
export const START_FLAGS = ['--max-semi-space-size=64', '--enable-source-maps'];

/** A bare import of a package (not a relative path, not our workspace's) stays an import. */
const packagesStayOutside: esbuild.Plugin = {
  name: 'packages-stay-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path: spec }) =>
      spec.startsWith('@kaksha/') ? undefined : { external: true },
    );
  },
};

/** Builds dist/main.js from src/main.ts (about a second): callers build before they start a server. */
export async function buildServer(): Promise<string> {
  await esbuild.build({
    entryPoints: [path.join(serverRoot, 'src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    plugins: [packagesStayOutside],
    logLevel: 'warning',
  });
  return serverBundle;
}

const repoRoot = path.resolve(serverRoot, '../..');
const contracts = path.join(repoRoot, 'packages/contracts');
const webRoot = path.join(repoRoot, 'apps/web');

/** The newest change under these files and folders (node_modules and built output aside), in ms. */
export function newestChange(paths: string[]): number {
  let newest = 0;
  const visit = (at: string) => {
    const stat = fs.statSync(at, { throwIfNoEntry: false });
    if (!stat) return;
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else
      for (const name of fs.readdirSync(at))
        if (name !== 'node_modules' && name !== 'dist') visit(path.join(at, name));
  };
  paths.forEach(visit);
  return newest;
}

/** Whether `output` is missing or older than a file it is built from (issue 65: no rebuild when nothing changed). */
export function isStale(output: string, sources: string[]): boolean {
  const built = fs.statSync(output, { throwIfNoEntry: false });
  return !built || newestChange(sources) > built.mtimeMs;
}

/** What each build is made from (a package-lock change: new dependencies, built again). */
const SERVER_SOURCES = [path.join(serverRoot, 'src'), path.join(serverRoot, 'drizzle'), contracts];
const WEB_SOURCES = [
  ...['src', 'public', 'index.html', 'vite.config.ts', 'postcss.config.cjs', 'package.json'].map((f) =>
    path.join(webRoot, f),
  ),
  contracts,
  path.join(repoRoot, 'package-lock.json'),
];

/** `npm start`'s build: the web app (Vite, quietly) and the server, each only if stale. */
async function buildIfStale() {
  if (isStale(path.join(webRoot, 'dist/index.html'), WEB_SOURCES)) {
    console.log('Building the web app (about 20 s on two cores; only when its sources change)…');
    execFileSync('npm', ['run', 'build', '-w', '@kaksha/web', '--', '--logLevel', 'warn'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
  }
  if (isStale(serverBundle, [...SERVER_SOURCES, path.join(serverRoot, 'build.ts')])) await buildServer();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale')) await buildIfStale();
  else {
    await buildServer();
    console.log(`built ${path.relative(process.cwd(), serverBundle)}`);
  }
}
