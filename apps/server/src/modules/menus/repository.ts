import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roleGrants, roles, userRoles } from '../../db/schema/index.ts';

/** Every grant the user holds through their roles; an Owner role shows as `owner: true`. */
export async function findUserGrants(db: Executor, userId: number) {
  return db
    .select({ owner: roles.isOwner, menuCode: roleGrants.menuCode, level: roleGrants.level })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(roleGrants, eq(roleGrants.roleId, roles.id))
    .where(eq(userRoles.userId, userId));
}
