import type { screenTitles as en } from '../../en/screens/inventory.ts';
import type { Strings } from '../../types.ts';

/** The inventory screens' titles in Hindi, by FrmName (English's: ../../en/screens/inventory.ts). */
export const screenTitles: Strings<typeof en> = {
  Inventory: 'स्टॉक',
};
