import { z } from 'zod';
import { idParam, pageFields, pageOf } from './common.ts';
import { emailAddress, password, phoneNumber, sessionUser } from './account.ts';
import { accessLevel, grantableMenuName, grantableMenus } from './menus.ts';

/**
 * Staff users (User Manager, issue 5): their roles, centres, per-user menu exceptions and the
 * invitations that bring them in.
 */

export const USER_STATUSES = ['active', 'invited', 'inactive'] as const;
export const userStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatus>;

/** One menu granted beyond the user's roles, or withheld although a role grants it. */
export const menuException = z.discriminatedUnion('effect', [
  z.object({ menu: grantableMenuName, effect: z.literal('grant'), level: accessLevel }),
  z.object({ menu: grantableMenuName, effect: z.literal('withhold') }),
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
  roleIds: z.array(idParam).max(50).default([]),
  centreCodes: z.array(centreCode).max(200).default([]),
  exceptions: exceptionList.default([]),
});
export type StaffUserBody = z.input<typeof staffUserBody>;

/** The email is the login and does not change here; everything else may. */
export const staffUserUpdateBody = z.object({
  userName: userName.optional(),
  mobile: phoneNumber.optional(),
  whatsapp: optionalPhone.optional(),
  roleIds: z.array(idParam).max(50).optional(),
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
  roleId: idParam.optional(),
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
