/**
 * The server as one file (dist/main.js) for `npm start`, the browser journeys and the benchmark: our
 * code and the workspace's contracts bundled, every npm package left to Node (PGlite's WASM, the
 * argon2 binary and pdfkit's fonts are found from their own folders). Node then loads one module of
 * ours instead of tsx transpiling two hundred; with the late imports, start-up 2.9–3.3 s → 1.8–1.9 s
 * (decision 043).
 *
 *   npm run build -w @kaksha/server     (or `tsx apps/server/build.ts`)
 */
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`built ${path.relative(process.cwd(), serverBundle)}`);
}
