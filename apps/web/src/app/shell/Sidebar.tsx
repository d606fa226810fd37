import { useState } from 'react';
import { Button, Loader, NavLink, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { Menu } from '@kaksha/contracts';
import { Notice } from '../../components/Notice.tsx';
import { errorMessage } from '../../lib/api.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import { findMenuTrail } from '../../lib/menus.ts';
import { screenHref } from '../../lib/screenNav.ts';

interface SidebarProps {
  menus: Menu[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** FrmName of the screen on show, to mark its menu and open its parent. */
  activeScreen: string | null;
  /** Called when a leaf is chosen (closes the drawer on small screens). */
  onNavigate: () => void;
}

const chevron = (
  <svg
    width="14"
    height="14"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.4"
    aria-hidden="true"
  >
    <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

function MenuItem({
  menu,
  activeScreen,
  onNavigate,
  trail,
}: {
  menu: Menu;
  activeScreen: string | null;
  onNavigate: () => void;
  trail: Set<number>;
}) {
  // A parent is open while it holds the screen on show, until the user toggles it.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const opened = toggled ?? trail.has(menu.MenuCode);
  if (menu.SubMenus.length > 0) {
    // A parent toggles its submenu.
    return (
      <NavLink
        component="button"
        type="button"
        label={menu.MenuName}
        opened={opened}
        onChange={setToggled}
        aria-expanded={opened}
        rightSection={chevron}
        childrenOffset={14}
        styles={{ label: { fontWeight: 600 } }}
      >
        {menu.SubMenus.map((child) => (
          <MenuItem
            key={child.MenuCode}
            menu={child}
            activeScreen={activeScreen}
            onNavigate={onNavigate}
            trail={trail}
          />
        ))}
      </NavLink>
    );
  }
  if (!menu.FrmName) {
    return <NavLink component="span" label={menu.MenuName} disabled />;
  }
  const active = activeScreen === menu.FrmName;
  return (
    <NavLink
      component={Link}
      to={screenHref(menu.FrmName)}
      label={menu.MenuName}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="filled"
      onClick={onNavigate}
    />
  );
}

/** The menus of POST /api/menus as a tree: parents open and close, leaves open their screen. */
export function Sidebar({ menus, isPending, error, onRetry, activeScreen, onNavigate }: SidebarProps) {
  if (isPending) {
    return (
      <Stack align="center" py="lg" gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t.shell.menuLoading}</Text>
      </Stack>
    );
  }
  if (error) {
    return (
      <Notice
        tone="error"
        action={
          <Button size="xs" variant="outline" onClick={onRetry}>
            {t.common.retry}
          </Button>
        }
      >
        {fmt(t.session.menuError, { message: errorMessage(error) })}
      </Notice>
    );
  }
  if (!menus || menus.length === 0) {
    return <Text py="md">{t.shell.noMenus}</Text>;
  }
  const trail = new Set((activeScreen ? findMenuTrail(menus, activeScreen) : null)?.map((m) => m.MenuCode));
  return (
    <div>
      {menus.map((menu) => (
        <MenuItem
          key={menu.MenuCode}
          menu={menu}
          activeScreen={activeScreen}
          onNavigate={onNavigate}
          trail={trail}
        />
      ))}
    </div>
  );
}
