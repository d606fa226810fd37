import type { screenTitles as en } from '../../en/screens/timetable.ts';
import type { Strings } from '../../types.ts';

/** The timetable screens' titles in Hindi, by FrmName (English's: ../../en/screens/timetable.ts). */
export const screenTitles: Strings<typeof en> = {
  TimeAllocation: 'समय आवंटन',
  Holiday: 'छुट्टियाँ',
};
