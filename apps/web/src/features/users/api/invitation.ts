import type { InvitationInfo, SessionUser } from '@kaksha/contracts';
import { postJson, type Parser } from '../../../lib/api.ts';
import { saveUser, toSessionUser } from '../../../lib/auth/session.ts';

// Checked by hand rather than with zod: public pages stay small.
const info: Parser<InvitationInfo> = {
  parse(data) {
    const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
    if (!text('email')) throw new Error('invitation reply without email');
    return { email: text('email'), userName: text('userName'), organisationName: text('organisationName') };
  },
};
const accepted: Parser<SessionUser> = {
  parse(data) {
    const user = toSessionUser(data);
    if (!user) throw new Error('accept reply without user');
    return user;
  },
};

/** POST /api/v1/invitations/lookup {token} → {email, userName, organisationName}; 404 when spent or expired. */
export function lookupInvitation(token: string): Promise<InvitationInfo> {
  return postJson('/api/v1/invitations/lookup', { token }, { schema: info });
}

/** POST /api/v1/invitations/accept {token, password}: sets the password, signs in (cookie), keeps the public user. */
export async function acceptInvitation(input: { token: string; password: string }): Promise<SessionUser> {
  const user = await postJson('/api/v1/invitations/accept', input, { schema: accepted });
  saveUser(user);
  return user;
}
