import { Suspense, useState } from 'react';
import { Link, useOutletContext } from 'react-router';
import type { Menu } from '@kaksha/contracts';
import { findMenuTrail } from '../../lib/menus.ts';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { Notice } from '../../components/Notice.tsx';
import { t } from '../../lib/i18n/index.ts';
import { lazyScreen, ScreenLoadTimeout } from '../screens.ts';

export function ScreenLoading() {
  return (
    <Center py="xl" role="status">
      <Stack align="center" gap="xs">
        <Loader aria-hidden="true" />
        <Text>{t.shell.screenLoading}</Text>
      </Stack>
    </Center>
  );
}

/** The spec's text for a menu without a screen, and a way back (the sidebar may be closed on a phone). */
export function ScreenNotFound() {
  return (
    <Stack align="flex-start" py="xl" gap="sm">
      <Title order={2}>{t.shell.screenNotFound}</Title>
      <Button component={Link} to="/adminhome" variant="default">
        {t.shell.backToDashboard}
      </Button>
    </Stack>
  );
}

/** What the shell hands its screens: the menus the server allows this user. */
export interface ShellOutletContext {
  menus: readonly Menu[] | undefined;
}

// Home and one's own profile need no menu; every other screen opens only through a granted menu.
const ALWAYS_OPEN = new Set(['Dashboard', 'MyProfile']);

/** Whether the signed-in user may open `name`: the deep-link view of the server's own rule. */
export function useScreenGate(name: string): 'loading' | 'allowed' | 'refused' {
  const context = useOutletContext<ShellOutletContext | undefined>();
  if (ALWAYS_OPEN.has(name)) return 'allowed';
  if (!context?.menus) return 'loading';
  return findMenuTrail(context.menus, name) ? 'allowed' : 'refused';
}

export function ScreenRefused() {
  return (
    <Notice tone="error">
      {t.shell.screenRefused} {t.shell.screenRefusedText}
    </Notice>
  );
}

/**
 * Renders the screen registered for `name` (a menu's FrmName) with a loading state, the 120 s load
 * time-out and a retry. Give it key={name} so that another screen starts afresh.
 */
export function ScreenHost({
  name,
  gate = 'allowed',
}: {
  name: string;
  gate?: ReturnType<typeof useScreenGate>;
}) {
  const [attempt, setAttempt] = useState(0);
  const [Screen, setScreen] = useState(() => lazyScreen(name, 0));
  if (!Screen) return <ScreenNotFound />;
  if (gate === 'loading') return <ScreenLoading />;
  if (gate === 'refused') return <ScreenRefused />;
  const retry = () => {
    setScreen(() => lazyScreen(name, attempt + 1));
    setAttempt(attempt + 1);
  };
  return (
    <ErrorBoundary
      key={attempt}
      fallback={(error) => (
        <Notice
          tone="error"
          action={
            <Button size="xs" variant="outline" onClick={retry}>
              {t.common.retry}
            </Button>
          }
        >
          {error instanceof ScreenLoadTimeout ? t.shell.screenLoadTimedOut : t.shell.screenLoadFailed}
        </Notice>
      )}
    >
      <Suspense fallback={<ScreenLoading />}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}
