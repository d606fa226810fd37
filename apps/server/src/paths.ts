import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's folder (apps/server), found from this module: it sits in src/ when run from source
 * (tsx) and is inlined into dist/main.js when bundled (build.ts), one level down either way — so one
 * anchor serves both, and nothing else in the server may use `import.meta.url` for a path.
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The SQL migrations drizzle-kit writes (drizzle.config.ts). */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
/** The fonts every PDF embeds (lib/pdf/fonts.ts), with their licence: files of the project, not of the system. */
export const fontsFolder = path.join(serverRoot, 'assets/fonts');
/** The web app's build (`npm run build`), served by the API node. */
export const defaultWebDist = path.resolve(serverRoot, '../web/dist');
