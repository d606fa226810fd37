import { and, eq, sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
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
 * per-user exceptions, in one round trip: this runs on every guarded request.
 */
export async function findUserGrants(
  db: Executor,
  userId: number,
  organisationId: number,
): Promise<GrantRow[]> {
  return db
    .select({
      owner: roles.isOwner,
      menuCode: roleGrants.menuCode,
      level: roleGrants.level,
      effect: sql<string | null>`null::varchar`.as('effect'),
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(roleGrants, eq(roleGrants.roleId, roles.id))
    .where(and(eq(userRoles.userId, userId), eq(roles.organisationId, organisationId)))
    .unionAll(
      db
        .select({
          owner: sql<boolean>`false`.as('owner'),
          menuCode: userMenuExceptions.menuCode,
          level: userMenuExceptions.level,
          effect: userMenuExceptions.effect,
        })
        .from(userMenuExceptions)
        .where(eq(userMenuExceptions.userId, userId)),
    );
}

/**
 * The same rows as `findUserGrants`, as one JSON column (`[[owner, menuCode, level, effect], …]`) to
 * select beside something else: the guard reads the session and its grants in a single round trip.
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
