import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import '@mantine/core/styles/Menu.css';
import { fmt } from '../lib/i18n/index.ts';
import { tComponents } from '../lib/i18n/components.ts';
import { DangerButton } from './DangerButton.tsx';
import { useWide } from './useWide.ts';
import classes from './RowActions.module.css';

/** One thing a list row lets the user do. */
export interface RowAction {
  /** The button's text: "Edit". */
  label: string;
  /** What it is called for assistive technology, naming the record: "Edit South Campus". */
  name: string;
  onClick?: () => void;
  /** A link instead of a button (opening a profile). */
  href?: string;
  /**
   * How much it stands out: `main` filled, `plain` outlined (the default), `quiet` subtle, `danger`
   * the red DangerButton for what removes or switches off (the screen asks first: its onClick
   * opens the screen's ConfirmDialog, through `useRecordScreen().askConfirm`).
   */
  tone?: 'main' | 'plain' | 'quiet' | 'danger';
  loading?: boolean;
  /** Stays a button on a phone, beside the menu: the row's main way in (Open). */
  keepOnPhone?: boolean;
}

const VARIANTS = { main: 'filled', plain: 'outline', quiet: 'subtle' } as const;

/**
 * A row's actions: buttons side by side on a wide screen; on a phone, a "⋯" menu named after the
 * record ("Actions for South Campus"), beside any action kept as a button. A lone action stays a
 * button. Falsy entries are left out, so a screen can write `canManage && {…}`.
 */
export function RowActions({
  record,
  actions,
}: {
  /** The record's name, for the phone's menu button. */
  record: string;
  actions: readonly (RowAction | false | null | undefined)[];
}) {
  const wide = useWide();
  const shown = actions.filter((action): action is RowAction => Boolean(action));
  if (shown.length === 0) return null;
  const inMenu = wide ? [] : shown.filter((action) => !action.keepOnPhone);
  const folded = inMenu.length > 1;
  const buttons = folded ? shown.filter((action) => action.keepOnPhone) : shown;
  return (
    <Group gap={6} wrap="wrap">
      {buttons.map((action) => (
        <ActionButton key={action.name} action={action} />
      ))}
      {folded && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={fmt(tComponents.rowActions.menuFor, { name: record })}
            >
              <span aria-hidden="true" className={classes.more}>
                ⋯
              </span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {inMenu.map((action) => (
              <Menu.Item
                key={action.name}
                aria-label={action.name}
                color={action.tone === 'danger' ? 'red.9' : undefined}
                disabled={action.loading}
                onClick={action.onClick}
                {...(action.href ? { component: 'a' as const, href: action.href } : {})}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

function ActionButton({ action }: { action: RowAction }) {
  const common = { size: 'xs', onClick: action.onClick, 'aria-label': action.name, loading: action.loading };
  if (action.tone === 'danger') return <DangerButton {...common}>{action.label}</DangerButton>;
  const variant = VARIANTS[action.tone ?? 'plain'];
  return action.href ? (
    <Button {...common} variant={variant} component="a" href={action.href}>
      {action.label}
    </Button>
  ) : (
    <Button {...common} variant={variant}>
      {action.label}
    </Button>
  );
}
