import type { QueryClient } from '@tanstack/react-query';
import { accessKey } from '../../../lib/access.ts';
import { roleKeys } from './keys.ts';

/** A change to a role changes the menus of everyone holding it, the caller included. */
export const afterRoleChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: roleKeys.all }),
    queryClient.invalidateQueries({ queryKey: accessKey }),
    queryClient.invalidateQueries({ queryKey: ['menus'] }),
    queryClient.invalidateQueries({ queryKey: ['users'] }),
  ]);
