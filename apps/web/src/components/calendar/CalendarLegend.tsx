import { tComponents } from '../../lib/i18n/components.ts';
import { ENTRY_KINDS } from './entries.ts';
import classes from './calendar.module.css';

const c = tComponents.calendar;

/** The key to the calendar's colours: each kind with its swatch (every entry says its kind in words too). */
export function CalendarLegend() {
  return (
    <ul className={classes.legend} aria-label={c.legend}>
      {ENTRY_KINDS.map((kind) => (
        <li key={kind} className={classes[`kind_${kind}`]}>
          <span className={classes.swatch} aria-hidden="true" />
          {c.kinds[kind]}
        </li>
      ))}
    </ul>
  );
}
