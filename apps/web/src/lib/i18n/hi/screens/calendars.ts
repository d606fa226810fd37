import type { screenTitles as en } from '../../en/screens/calendars.ts';
import type { Strings } from '../../types.ts';

/** The calendars screens' titles in Hindi, by FrmName (English's: ../../en/screens/calendars.ts). */
export const screenTitles: Strings<typeof en> = {
  BatchCalender: 'बैच कैलेंडर',
  TeacherCalender: 'शिक्षक कैलेंडर',
  UpcomingClasses: 'आने वाली क्लास',
};
