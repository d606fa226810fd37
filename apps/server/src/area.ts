import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { DashboardFigureName, DashboardTrendName } from '@kaksha/contracts';
import type { AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import type { FoldedChanges } from './db/kept-totals.ts';
import type { AnyJob } from './lib/jobs/runner.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Courier } from './modules/messages/courier.ts';
import type { AttachmentMaker } from './modules/messages/attachments.ts';

/** What an area's background jobs are made from (src/jobs.ts gives them to the node's job runner). */
export interface JobParts {
  database: Database;
  courier: Courier;
  mailer: Mailer;
  /** The fee totals folded on this node, which the database's own jobs also read (decision 032). */
  folded: FoldedChanges;
  log: { info(message: string): void };
}

/** What an area's document makers are made from (src/documents.ts gives them to the courier). */
export interface DocumentParts {
  db: Database['db'];
}

/** The day a dashboard's figures are counted for, in the institute's zone (modules/dashboard). */
export interface FigureDay {
  organisationId: number;
  /** The chosen centre: figures that belong to a centre count its rows alone. */
  centreId: number | undefined;
  /** 'YYYY-MM-DD' days: today, the week's Monday and Sunday, the month's first and last. */
  today: string;
  weekStart: string;
  weekEnd: string;
  monthStart: string;
  monthEnd: string;
  /** The same as moments: today's start and the next day's, the week's and the month's start; now. */
  dayStartsAt: Date;
  dayEndsAt: Date;
  weekStartsAt: Date;
  monthStartsAt: Date;
  now: Date;
}

/** A link to a list: its screen (FrmName) and the filter in its query; shown only to who may open it. */
export interface FigureLink {
  form: string;
  query?: Record<string, string | number | undefined>;
}

/**
 * One figure of the dashboard, supplied by the area that owns its rows (decision 084): SQL of its
 * JSON text (a scalar subquery; the dashboard selects every figure the caller may see in one
 * statement) and the lists behind it.
 */
export interface DashboardFigure {
  name: DashboardFigureName;
  json(day: FigureDay): SQL;
  links(day: FigureDay): Record<string, FigureLink>;
}

/**
 * The span a dashboard's trends are counted over (decision 095), in the institute's zone: the twelve
 * months to this one and the twelve weeks (Monday on) to this one.
 */
export interface TrendSpan extends FigureDay {
  timeZone: string;
  /** The first of the twelve months ('YYYY-MM-01') and its start as a moment. */
  monthsFrom: string;
  monthsFromAt: Date;
  /** The Monday of the first of the twelve weeks ('YYYY-MM-DD'). */
  weeksFrom: string;
}

/**
 * One trend of the dashboard, supplied by the area that owns its rows (decision 095): SQL of its JSON
 * array, a row a month or week of the span, oldest first (the dashboard selects every trend the caller
 * may see in one statement); the CSV's header and cells of a row.
 */
export interface DashboardTrend {
  name: DashboardTrendName;
  json(span: TrendSpan): SQL;
  csv: { header: string[]; cells(row: Record<string, unknown>): unknown[] };
}

/** A section of the API document (decision 017): every route names one, its area's. */
export interface ApiTag {
  name: string;
  /** What its routes serve, for an integrator reading /api/docs. */
  description: string;
}

/**
 * One area of the institute's work, as app.ts plugs it in (decision 063): `modules/<area>/index.ts`
 * exports it, and everything the rest of the server needs to know of it is here: its sections of the
 * API document, its routes, its background jobs (lib/jobs, decision 062) and the documents it makes
 * for messages.
 */
export interface Area {
  /** The area's folder under modules/. */
  name: string;
  /** Its sections of /api/docs, in order (the document lists the areas in app.ts's order). */
  tags: ApiTag[];
  /** Registers every route of the area on the API, in order. */
  routes(api: FastifyInstance, context: AppContext): Promise<void>;
  /** Its background jobs, if it has any; each job's name starts with the area's (`fees.day`). */
  jobs?(parts: JobParts): AnyJob[];
  /**
   * The files it makes for messages, by kind (a receipt's PDF attached to an email): a message names
   * one as `<kind>:<key>` and the courier asks the maker when it sends (modules/messages/attachments.ts).
   */
  documents?(parts: DocumentParts): Record<string, AttachmentMaker>;
  /** Its figures on the dashboard (modules/dashboard reads them; the menu each needs is the contract's). */
  figures?: DashboardFigure[];
  /** Its trends on the dashboard (decision 095; the menu each needs is the contract's). */
  trends?: DashboardTrend[];
}

/** Names an area's export as one (a typo in a field fails the typecheck where the area is written). */
export const defineArea = (area: Area): Area => area;
