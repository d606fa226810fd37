import { z } from 'zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A mobile number to message: Indian numbers as people write them (98765 43210, 098765-43210,
 * +91 98765 43210) and numbers abroad with their country code, stored as E.164 (+919876543210), the
 * form SMS and WhatsApp providers take. libphonenumber-js knows each country's lengths and prefixes.
 */
export const MOBILE_INVALID = 'Please enter a valid mobile number.';

/** `+919876543210`, or null when `value` is not a possible number. */
export function toE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), 'IN');
  return parsed?.isValid() ? parsed.number : null;
}

export const mobileNumber = z
  .string()
  .trim()
  .max(30, MOBILE_INVALID)
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: MOBILE_INVALID });
      return z.NEVER;
    }
    return e164;
  });

/** `+91 98765 43210` for showing a stored E.164 number. */
export function formatMobile(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/**
 * WhatsApp's click-to-chat link (`https://wa.me/<digits>?text=…`) for a stored E.164 number: the
 * desk's own WhatsApp opens a chat with the message filled in — no channel to set up (issue 65).
 */
export function whatsappChatLink(e164: string, text = ''): string {
  const digits = e164.replace(/\D/g, '');
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
