import { useState } from 'react';
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import type { Menu } from '@kaksha/contracts';
import { Notice } from '../../components/Notice.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useCurrentUser } from '../../lib/auth/session.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import { useMenus } from '../../lib/menus.ts';
import { useScreenNav } from '../../lib/screenNav.ts';
import { MenuTile } from './components/MenuTile.tsx';
import { InstituteHeading, SetupLeft } from './components/SetupLeft.tsx';
import { TodayFigures } from './components/TodayFigures.tsx';

const d = t.dashboard;

/** The dashboard (FrmName Dashboard, /dashboard, and /adminhome by default): one tile per top-level menu. */
export default function DashboardScreen() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { hasScreen, screenHref } = useScreenNav();
  const menus = useMenus(user);
  const [missing, setMissing] = useState<string | null>(null);

  const open = (menu: Menu) => {
    if (menu.FrmName && hasScreen(menu.FrmName)) {
      setMissing(null);
      void navigate(screenHref(menu.FrmName));
    } else {
      setMissing(menu.MenuName);
    }
  };

  let body;
  if (menus.isPending) {
    body = <Text role="status">{d.loading}</Text>;
  } else if (menus.isError) {
    body = <Notice tone="error">{fmt(t.session.menuError, { message: errorMessage(menus.error) })}</Notice>;
  } else if (menus.data.length === 0) {
    body = <Text>{d.empty}</Text>;
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {menus.data.map((menu) => (
          <MenuTile key={menu.MenuCode} menu={menu} onOpen={open} hrefFor={screenHref} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="lg">
      <InstituteHeading />
      <div>
        <Title order={2}>{d.title}</Title>
        <Text c="dimmed" mt={4}>
          {user.UserName ? `${fmt(d.welcome, { name: user.UserName })}. ${d.intro}` : d.intro}
        </Text>
      </div>
      {missing && (
        <Notice
          tone="error"
          action={
            <Button size="xs" variant="subtle" onClick={() => setMissing(null)}>
              {t.common.close}
            </Button>
          }
        >
          <strong>{d.notFound}</strong> {fmt(d.notFoundFor, { menu: missing })}
        </Notice>
      )}
      <SetupLeft />
      <TodayFigures />
      {body}
    </Stack>
  );
}
