import { createHash } from 'node:crypto';
import pg from 'pg';

/** How many statements one connection names by their text (decision 039). */
export const NAMED_BY_TEXT = 300;

/**
 * What `prepared()` does for a list, for every other statement with parameters: a write, its audit
 * line, a record read inside a transaction, the notification's reads. node-postgres sends a
 * statement without a name as PostgreSQL's unnamed one, parsed and planned on every call (0.4–0.7 ms
 * of PostgreSQL's CPU for each of an enquiry's reads around its insert, more than running them). The second time a
 * text comes to the pool it is given a name of its own (a hash of the text), so each connection
 * parses it once and PostgreSQL may keep one plan for it, as PGlite's wrapper does for PGlite
 * (decision 035). A text is its identity: drizzle writes every value as a parameter.
 *
 * Left unnamed: a statement without parameters (BEGIN, COMMIT: nothing to plan), one that must be
 * planned for its values (`planEachCall`, a search: decision 033), and, once a connection has named
 * `capacity` texts, any new one on it (a connection lives at most an hour: `maxLifetimeSeconds`).
 */
export function clientNamingRepeatedStatements({
  capacity = NAMED_BY_TEXT,
  planEachCall = () => false,
}: { capacity?: number; planEachCall?: (text: string) => boolean } = {}): typeof pg.Client {
  /** Texts that came once, to this pool. */
  const seen = new Set<string>();
  return class extends pg.Client {
    /** The texts this connection has named, and their names. */
    private readonly names = new Map<string, string>();

    // Every overload of node-postgres's `query`, passed on as it came (with a name added or not).
    override query(...args: unknown[]): never {
      const [config, values] = args;
      if (isUnnamedWithValues(config, values) && !planEachCall(config.text)) {
        const name = this.nameOf(config.text);
        if (name) args[0] = { ...config, name };
      }
      return (super.query as (...a: unknown[]) => never)(...args);
    }

    private nameOf(text: string): string | undefined {
      const known = this.names.get(text);
      if (known) return known;
      if (!seen.has(text)) {
        if (seen.size >= capacity * 4) seen.clear();
        seen.add(text);
        return undefined;
      }
      if (this.names.size >= capacity) return undefined;
      const name = `t_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
      this.names.set(text, name);
      return name;
    }
  };
}

/**
 * A plain query config (not a text, nor a query object of its own such as a cursor) without a name,
 * whose values are given beside it or in it.
 */
function isUnnamedWithValues(config: unknown, values: unknown): config is pg.QueryConfig & { text: string } {
  if (typeof config !== 'object' || config === null || 'submit' in config) return false;
  const { name, text, values: own } = config as pg.QueryConfig;
  if (name || typeof text !== 'string') return false;
  const given = Array.isArray(values) ? values : own;
  return Array.isArray(given) && given.length > 0;
}
