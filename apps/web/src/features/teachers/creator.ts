import { useCurrentUser } from '../../lib/auth/session.ts';

/** Who the spec's teacher writes name as their author: the organisation, the email, and UserType as CreatedBy. */
export function useCreator() {
  const user = useCurrentUser();
  return { SUCode: user.SUCode, EmailID: user.EmailID, CreatedBy: user.UserType };
}
