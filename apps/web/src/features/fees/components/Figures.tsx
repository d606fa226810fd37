import classes from './fees.module.css';

/** A row of labelled figures (a statement's totals, what is owed by age), as many per line as fit. */
export function Figures({
  label,
  items,
}: {
  label: string;
  items: readonly { label: string; value: string }[];
}) {
  return (
    <div role="group" aria-label={label}>
      <dl className={classes.figures}>
        {items.map((item) => (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
