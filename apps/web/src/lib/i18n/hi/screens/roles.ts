import type { screenTitles as en } from '../../en/screens/roles.ts';
import type { Strings } from '../../types.ts';

/** The roles screens' titles in Hindi, by FrmName (English's: ../../en/screens/roles.ts). */
export const screenTitles: Strings<typeof en> = {
  RoleManager: 'भूमिका प्रबंधन',
};
