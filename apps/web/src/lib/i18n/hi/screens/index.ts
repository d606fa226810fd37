import { screenTitles as account } from './account.ts';
import { screenTitles as attendance } from './attendance.ts';
import { screenTitles as audit } from './audit.ts';
import { screenTitles as batch_content } from './batch-content.ts';
import { screenTitles as batches } from './batches.ts';
import { screenTitles as calendars } from './calendars.ts';
import { screenTitles as centres } from './centres.ts';
import { screenTitles as curriculum } from './curriculum.ts';
import { screenTitles as dashboard } from './dashboard.ts';
import { screenTitles as enquiries } from './enquiries.ts';
import { screenTitles as exams } from './exams.ts';
import { screenTitles as fees } from './fees.ts';
import { screenTitles as institute } from './institute.ts';
import { screenTitles as inventory } from './inventory.ts';
import { screenTitles as learning } from './learning.ts';
import { screenTitles as messages } from './messages.ts';
import { screenTitles as payroll } from './payroll.ts';
import { screenTitles as profile } from './profile.ts';
import { screenTitles as roles } from './roles.ts';
import { screenTitles as students } from './students.ts';
import { screenTitles as teachers } from './teachers.ts';
import { screenTitles as timetable } from './timetable.ts';
import { screenTitles as users } from './users.ts';

/** Every screen's title in Hindi by FrmName, for the shell (`screenTitle` in ./index.ts). */
export const screenTitles: Readonly<Record<string, string>> = {
  ...account,
  ...attendance,
  ...audit,
  ...batch_content,
  ...batches,
  ...calendars,
  ...centres,
  ...curriculum,
  ...dashboard,
  ...enquiries,
  ...exams,
  ...fees,
  ...institute,
  ...inventory,
  ...learning,
  ...messages,
  ...payroll,
  ...profile,
  ...roles,
  ...students,
  ...teachers,
  ...timetable,
  ...users,
};
