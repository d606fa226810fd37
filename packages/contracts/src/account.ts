import { z } from 'zod';

/** Field names, casing and response fields follow spec §7 "Account" exactly. */

export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Please enter a valid email address.'));
/** Indian mobile numbers: 10 digits starting 6–9, optionally written with +91 / 0. */
export const phoneNumber = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Please enter a valid 10-digit mobile number.'));
export const PASSWORD_MIN = 8;
export const password = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(128, 'Password must be at most 128 characters.');

export const registerBody = z.object({
  email: emailAddress,
  mobile: phoneNumber,
  whatsapp: phoneNumber,
  password,
  createdBy: z.string().trim().min(1, 'Please enter your name.').max(100),
});
export type RegisterBody = z.input<typeof registerBody>;
export const registerResponse = z.object({ userId: z.number().int(), message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponse>;
export const messageResponse = z.object({ message: z.string() });

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(128),
});
export type LoginBody = z.input<typeof loginBody>;

/** The public part of the signed-in user; this (never the password) is what the browser keeps. */
export const sessionUser = z.object({
  SUCode: z.string(),
  EmailID: z.string(),
  UserName: z.string(),
  UserType: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const loginResponse = z.union([
  sessionUser.extend({ ResCode: z.literal(1), message: z.string() }),
  z.object({ ResCode: z.literal(0), message: z.string() }),
]);
export type LoginResponse = z.infer<typeof loginResponse>;

export const profileBody = z.object({ EmailID: z.string().max(254) });

/** The languages the portal is shown in (decision 086). */
export const PORTAL_LANGUAGES = ['en', 'hi'] as const;
export type PortalLanguage = (typeof PORTAL_LANGUAGES)[number];
export const portalLanguage = z.enum(PORTAL_LANGUAGES);
/** A stored language as the portal knows it; anything else (none, an old value) is null. */
export const toPortalLanguage = (value: string | null | undefined): PortalLanguage | null =>
  PORTAL_LANGUAGES.includes(value as PortalLanguage) ? (value as PortalLanguage) : null;
export const profile = z.object({
  UserName: z.string(),
  EmailID: z.string(),
  Mobile: z.string(),
  WhatsApp: z.string(),
  Active: z.enum(['Y', 'N']),
  /** A data: URL (base64) of the photo, or null when none was uploaded. */
  UserImage: z.string().nullable(),
  /** The portal's language the user chose; null: the institute's default. */
  Language: portalLanguage.nullable(),
});
export type Profile = z.infer<typeof profile>;

/** Multipart text fields of /api/profile/update; the photo comes as the file field UserImage. */
export const profileUpdateFields = z.object({
  EmailID: z.string().max(254),
  UserName: z.string().trim().min(1, 'Please enter your name.').max(100),
  Mobile: phoneNumber,
  WhatsApp: phoneNumber,
  Active: z.literal('Y'),
  /** '' for the institute's default; left out, the language is not changed. */
  Language: z
    .union([z.literal(''), portalLanguage])
    .optional()
    .transform((v) => (v === '' ? null : v)),
});
export const profileUpdateResponse = z.object({ message: z.string(), UserImage: z.string().nullable() });
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export const sendOtpBody = z.object({
  email: emailAddress,
});
/** Unlike the spec's reply, there is no otp field: the code is verified on the server. */
export const sendOtpResponse = z.object({ success: z.boolean(), message: z.string() });
export const OTP_LENGTH = 4;
export const OTP_COUNTDOWN_SECONDS = 120;

export const verifyOtpBody = z.object({
  email: z.string().trim().toLowerCase().max(254),
  otp: z.string().regex(/^\d{4}$/, 'Incorrect OTP. Please try again.'),
});
export const verifyOtpResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  resetToken: z.string().optional(),
});

export const resetPasswordBody = z.object({
  email: z.string().trim().toLowerCase().max(254),
  newPassword: password,
  resetToken: z.string().min(1).max(200),
});
/** Changing one's own password while signed in (the shell's Restore Password screen). */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';
export const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.';
export const changePasswordBody = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password.').max(128),
    newPassword: password,
    confirmPassword: z.string().max(128),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DO_NOT_MATCH,
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const successResponse = z.object({ success: z.boolean(), message: z.string() });
