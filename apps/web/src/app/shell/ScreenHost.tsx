import { Suspense, useState } from 'react';
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

export function ScreenNotFound() {
  return (
    <Stack align="flex-start" py="xl" gap="xs">
      <Title order={2}>{t.shell.screenNotFound}</Title>
    </Stack>
  );
}

/**
 * Renders the screen registered for `name` (a menu's FrmName) with a loading state, the 120 s load
 * time-out and a retry. Give it key={name} so that another screen starts afresh.
 */
export function ScreenHost({ name }: { name: string }) {
  const [attempt, setAttempt] = useState(0);
  const [Screen, setScreen] = useState(() => lazyScreen(name, 0));
  if (!Screen) return <ScreenNotFound />;
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
