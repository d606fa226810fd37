import { sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import { roleGrants, roles, userMenuExceptions, userRoles } from '../../db/schema/index.ts';

export interface GrantRow {
  /** Held through the built-in Owner role. */
  owner: boolean;
  menuCode: number | null;
  level: string | null;
  /** null for a role's grant; 'grant' or 'withhold' for a per-user exception. */
  effect: string | null;
}

/**
 * Every grant the user holds through their roles (of their own organisation only), then their
 * per-user exceptions, as one JSON column (`[[owner, menuCode, level, effect], …]`, rows as `GrantRow`)
 * to select beside something else: the guard reads the session and its grants in a single round trip.
 */
export function userGrantsJson(userId: SQLWrapper, organisationId: SQLWrapper) {
  return sql<[boolean, number | null, string | null, string | null][]>`coalesce((
    select json_agg(json_build_array(g.owner, g.menu_code, g.level, g.effect)) from (
      select ${roles.isOwner} as owner, ${roleGrants.menuCode} as menu_code, ${roleGrants.level} as level,
             null::varchar as effect
        from ${userRoles}
        join ${roles} on ${roles.id} = ${userRoles.roleId}
        left join ${roleGrants} on ${roleGrants.roleId} = ${roles.id}
       where ${userRoles.userId} = ${userId} and ${roles.organisationId} = ${organisationId}
      union all
      select false, ${userMenuExceptions.menuCode}, ${userMenuExceptions.level}, ${userMenuExceptions.effect}
        from ${userMenuExceptions}
       where ${userMenuExceptions.userId} = ${userId}
    ) g), '[]'::json)`;
}
