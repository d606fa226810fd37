import { z } from 'zod';
import { listQuery } from './common.ts';
import { accessLevel, grantableMenuName, grantableMenus } from './menus.ts';

/** Roles and the menus they grant (Role Manager, issue 5). */

export const roleGrant = z.object({ menu: grantableMenuName, level: accessLevel });
export type RoleGrant = z.infer<typeof roleGrant>;

const roleName = z
  .string()
  .trim()
  .min(1, 'Please enter a role name.')
  .max(100, 'Role names are at most 100 characters.');

/** Each menu at most once; the last of duplicates wins. */
const grantList = z
  .array(roleGrant)
  .max(grantableMenus.length * 2)
  .transform((grants) => [...new Map(grants.map((g) => [g.menu, g])).values()]);

export const roleBody = z.object({ name: roleName, grants: grantList });
export type RoleBody = z.input<typeof roleBody>;
export const roleUpdateBody = z
  .object({ name: roleName.optional(), grants: grantList.optional() })
  .refine((v) => v.name !== undefined || v.grants !== undefined, 'Nothing to change.');
export type RoleUpdateBody = z.input<typeof roleUpdateBody>;
export const roleCopyBody = z.object({ name: roleName.optional() });

export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The built-in Owner role: every menu at manage; it cannot be changed or deleted. */
  isOwner: z.boolean(),
  userCount: z.number().int(),
  grants: z.array(z.object({ menu: z.string(), level: accessLevel })),
  createdAt: z.string(),
});
export type Role = z.infer<typeof role>;
export const roleListQuery = listQuery;
export type RoleListQuery = z.input<typeof roleListQuery>;
export const roleList = z.object({ data: z.array(role), total: z.number().int() });
export type RoleList = z.infer<typeof roleList>;
