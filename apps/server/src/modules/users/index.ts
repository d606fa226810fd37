import { defineArea } from '../../area.ts';
import { invitationRoutes } from './invitations.routes.ts';
import { userRoutes } from './routes.ts';

/** Staff accounts of the organisation (User Manager), and accepting an invitation to join it. */
export const users = defineArea({
  name: 'users',
  tags: [
    { name: 'users', description: 'Staff accounts of the organisation (User Manager)' },
    { name: 'invitations', description: 'Accepting an invitation to join an organisation' },
  ],
  routes: async (api, context) => {
    await userRoutes(api, context);
    await invitationRoutes(api, context);
  },
});
