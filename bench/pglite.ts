import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * A stopped server's PGlite data directory, opened with the extensions its migrations created (those
 * of apps/server/src/db/client.ts `openPglite`): without one, PGlite cannot load the tables that use it.
 */
export const openPgliteDir = (dataDir: string) =>
  new PGlite({ dataDir, extensions: { btree_gist, pg_trgm } });
