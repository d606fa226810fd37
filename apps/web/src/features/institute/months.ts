import { t } from '../../lib/i18n/index.ts';

/** January…December as select options whose values are month numbers ('1'…'12'). */
export const monthOptions = t.institute.settings.months.map((label, i) => ({ value: String(i + 1), label }));
