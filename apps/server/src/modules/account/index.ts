import { accountRoutes } from './routes.ts';
import { googleSignInRoutes } from './google.routes.ts';
import { defineArea } from '../../area.ts';

/** Registration, sign-in (by password, code or Google), password reset and the signed-in profile. */
export const account = defineArea({
  name: 'account',
  tags: [{ name: 'account', description: 'Registration, sign-in, password reset and the signed-in profile' }],
  routes: async (api, context) => {
    await accountRoutes(api, context);
    await googleSignInRoutes(api, context, context.oidcTestHooks);
  },
});
