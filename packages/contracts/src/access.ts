import { z } from 'zod';
import { pageFields, pageOf } from './common.ts';
import { emailAddress, password, phoneNumber, sessionUser } from './account.ts';
import { menuCatalogue } from './menus.ts';
import type { CatalogueMenu } from './menus.ts';

/**
 * Users, roles, per-user menu exceptions, invitations and the audit log (issue 5).
 * A grant names a screen by its FrmName; `view` lets a user read it, `manage` also change it.
 */

export const ACCESS_LEVELS = ['view', 'manage'] as const;
export const accessLevel = z.enum(ACCESS_LEVELS);
export type AccessLevelName = z.infer<typeof accessLevel>;

/** The menus that can be granted: every catalogue entry that opens a screen, in display order. */
export const grantableMenus: { frmName: string; name: string; parent: string | null }[] = (function flatten(
  items: CatalogueMenu[],
  parent: string | null,
): { frmName: string; name: string; parent: string | null }[] {
  return items.flatMap((item) => [
    ...(item.frmName ? [{ frmName: item.frmName, name: item.name, parent }] : []),
    ...flatten(item.children ?? [], item.frmName ? parent : item.name),
  ]);
})(menuCatalogue, null);
const grantable = new Set(grantableMenus.map((m) => m.frmName));
export const isGrantableMenu = (frmName: string) => grantable.has(frmName);

const menuName = z
  .string()
  .max(60)
  .refine((v) => grantable.has(v), 'Unknown menu.');

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const accessIdParams = z.object({ id });

// ---- roles ----

export const roleGrant = z.object({ menu: menuName, level: accessLevel });
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
export const roleListQuery = z.object(pageFields);
export type RoleListQuery = z.input<typeof roleListQuery>;
export const roleList = z.object({ data: z.array(role), total: z.number().int() });
export type RoleList = z.infer<typeof roleList>;

// ---- users ----

export const USER_STATUSES = ['active', 'invited', 'inactive'] as const;
export const userStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatus>;

/** One menu granted beyond the user's roles, or withheld although a role grants it. */
export const menuException = z.discriminatedUnion('effect', [
  z.object({ menu: menuName, effect: z.literal('grant'), level: accessLevel }),
  z.object({ menu: menuName, effect: z.literal('withhold') }),
]);
export type MenuException = z.infer<typeof menuException>;
const exceptionList = z
  .array(menuException)
  .max(grantableMenus.length * 2)
  .transform((items) => [...new Map(items.map((e) => [e.menu, e])).values()]);

const optionalPhone = z
  .string()
  .trim()
  .max(20)
  .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
  .pipe(
    z.union([
      z.literal(''),
      z.string().regex(/^[6-9]\d{9}$/, 'Please enter a valid 10-digit mobile number.'),
    ]),
  );
const userName = z.string().trim().min(1, 'Please enter a name.').max(100);
const centreCode = z.string().trim().min(1).max(20);

export const staffUserBody = z.object({
  userName,
  email: emailAddress,
  mobile: phoneNumber,
  whatsapp: optionalPhone.default(''),
  roleIds: z.array(id).max(50).default([]),
  centreCodes: z.array(centreCode).max(200).default([]),
  exceptions: exceptionList.default([]),
});
export type StaffUserBody = z.input<typeof staffUserBody>;

/** The email is the login and does not change here; everything else may. */
export const staffUserUpdateBody = z.object({
  userName: userName.optional(),
  mobile: phoneNumber.optional(),
  whatsapp: optionalPhone.optional(),
  roleIds: z.array(id).max(50).optional(),
  centreCodes: z.array(centreCode).max(200).optional(),
  exceptions: exceptionList.optional(),
});
export type StaffUserUpdateBody = z.input<typeof staffUserUpdateBody>;

export const staffUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string(),
  mobile: z.string(),
  whatsapp: z.string(),
  userType: z.string(),
  /** invited: has not set a password yet; inactive: deactivated, cannot sign in. */
  status: userStatus,
  isOwner: z.boolean(),
  roles: z.array(z.object({ id: z.number().int(), name: z.string(), isOwner: z.boolean() })),
  centres: z.array(z.object({ code: z.string(), name: z.string() })),
  exceptions: z.array(
    z.object({ menu: z.string(), effect: z.enum(['grant', 'withhold']), level: accessLevel.nullable() }),
  ),
  /** When the open invitation expires (invited users only). */
  invitationExpiresAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof staffUser>;
export const userListQuery = z.object({
  ...pageFields,
  status: userStatus.optional(),
  roleId: id.optional(),
});
export type UserListQuery = z.input<typeof userListQuery>;
export const userList = pageOf(staffUser);
export type UserList = z.infer<typeof userList>;

/** The Google account a user signs in with (linked at their first Login with Google), if any. */
export const linkedGoogleAccount = z.object({
  linked: z.boolean(),
  /** The Google address when the link was made. */
  email: z.string().nullable(),
  linkedAt: z.string().nullable(),
});
export type LinkedGoogleAccount = z.infer<typeof linkedGoogleAccount>;

/** The centres a user may be placed in (from the centres area when it exists). */
export const centreOption = z.object({ code: z.string(), name: z.string() });
export const centreOptions = z.object({ data: z.array(centreOption), total: z.number().int() });

/** The roles a user manager may pick from (GET /api/v1/users/role-options). */
export const roleOptions = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), isOwner: z.boolean() })),
  total: z.number().int(),
});
export type RoleOptions = z.infer<typeof roleOptions>;

/** GET /api/v1/me/access: what the signed-in user may open (view) and change (manage), by FrmName. */
export const myAccess = z.object({
  owner: z.boolean(),
  menus: z.record(z.string(), accessLevel),
});
export type MyAccess = z.infer<typeof myAccess>;

// ---- invitations (public: the emailed link) ----

export const INVITATION_VALID_HOURS = 72;
export const invitationToken = z.string().min(20).max(200);
export const invitationLookupBody = z.object({ token: invitationToken });
export const invitationInfo = z.object({
  email: z.string(),
  userName: z.string(),
  organisationName: z.string(),
});
export type InvitationInfo = z.infer<typeof invitationInfo>;
export const invitationAcceptBody = z.object({ token: invitationToken, password });
export type InvitationAcceptBody = z.input<typeof invitationAcceptBody>;
export const invitationAcceptResponse = sessionUser.extend({ message: z.string() });
export const INVITATION_INVALID =
  'This invitation link is not valid any more. Ask your administrator to send a new one.';

// ---- audit log ----

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2025-01-31.')
  // A real calendar date: 2025-02-30 and 2974-13-84 have the right shape but name no day.
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'Use a date like 2025-01-31.');
export const auditQuery = z.object({
  page: pageFields.page,
  pageSize: pageFields.pageSize,
  userId: id.optional(),
  area: z.string().trim().max(40).optional(),
  action: z.string().trim().max(40).optional(),
  /** Inclusive calendar days, in the time zone `tz` (UTC when absent). */
  from: isoDate.optional(),
  to: isoDate.optional(),
  tz: z
    .string()
    .max(64)
    .refine((v) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: v });
        return true;
      } catch {
        return false;
      }
    }, 'Unknown time zone.')
    .optional(),
});
export type AuditQuery = z.input<typeof auditQuery>;
export const auditExportQuery = auditQuery.omit({ page: true, pageSize: true });
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  email: z.string().nullable(),
  action: z.string(),
  area: z.string(),
  entityId: z.string().nullable(),
  summary: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = pageOf(auditEntry);
export type AuditList = z.infer<typeof auditList>;
export const auditFacets = z.object({
  areas: z.array(z.string()),
  actions: z.array(z.string()),
  users: z.array(z.object({ id: z.number().int(), userName: z.string(), email: z.string() })),
});
export type AuditFacets = z.infer<typeof auditFacets>;
