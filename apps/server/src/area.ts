import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import type { FoldedChanges } from './db/kept-totals.ts';
import type { AnyJob } from './lib/jobs/runner.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Courier } from './modules/messages/courier.ts';

/** What an area's background jobs are made from (src/jobs.ts gives them to the node's job runner). */
export interface JobParts {
  database: Database;
  courier: Courier;
  mailer: Mailer;
  /** The fee totals folded on this node, which the database's own jobs also read (decision 032). */
  folded: FoldedChanges;
  log: { info(message: string): void };
}

/**
 * One area of the institute's work, as app.ts plugs it in (decision 063): `modules/<area>/index.ts`
 * exports it: its routes and its background jobs (lib/jobs, decision 062).
 */
export interface Area {
  /** The area's folder under modules/. */
  name: string;
  /** Registers every route of the area on the API, in order. */
  routes(api: FastifyInstance, context: AppContext): Promise<void>;
  /** Its background jobs, if it has any. */
  jobs?(parts: JobParts): AnyJob[];
}

/** Names an area's export as one (a typo in a field fails the typecheck where the area is written). */
export const defineArea = (area: Area): Area => area;
