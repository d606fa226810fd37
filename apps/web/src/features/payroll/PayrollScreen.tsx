import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Notice } from '../../components/Notice.tsx';
import { errorMessage, isUnauthorized } from '../../lib/api.ts';
import { useCurrentUser } from '../../lib/auth/session.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoToVideo } from './api/payroll.ts';
import { useMenuAccess } from '../../lib/access.ts';
import { RunDetail } from './components/RunDetail.tsx';
import { RunsSection } from './components/RunsSection.tsx';
import { StructuresSection } from './components/StructuresSection.tsx';
import './mantine-styles.ts';

const s = t.payroll;

/** /{SUCode}/{videoURL}: where 'Go to Video' leads. */
export function videoPath(SUCode: string, videoURL: string): string {
  return `/${encodeURIComponent(SUCode)}/${encodeURIComponent(videoURL)}`;
}

/**
 * The payroll screen (FrmName Payroll, /payroll): the spec's heading and 'Go to Video', then pay
 * structures, pay runs and the run opened.
 */
export default function PayrollScreen() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const goToVideo = useGoToVideo();
  const [problem, setProblem] = useState<string | null>(null);
  const { canView, canManage } = useMenuAccess('Payroll');
  const [opened, setOpened] = useState<number | null>(null);

  const onClick = () => {
    setProblem(null);
    goToVideo.mutate(user.SUCode, {
      onSuccess: ({ videoURL }) => {
        if (videoURL) void navigate(videoPath(user.SUCode, videoURL));
        else setProblem(s.noVideo);
      },
      onError: (error) => {
        if (!isUnauthorized(error)) setProblem(`${s.noVideo} ${errorMessage(error)}`);
      },
    });
  };

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={2}>{s.title}</Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <Text>{s.intro}</Text>
          <Button onClick={onClick} loading={goToVideo.isPending}>
            {s.goToVideo}
          </Button>
          {problem && <Notice tone="error">{problem}</Notice>}
        </Stack>
      </Paper>
      {canView && (
        <>
          <RunsSection canManage={canManage} onOpen={setOpened} />
          {opened !== null && (
            <RunDetail
              key={opened}
              id={opened}
              canManage={canManage}
              onClose={() => setOpened(null)}
              onOpen={setOpened}
            />
          )}
          <StructuresSection canManage={canManage} />
        </>
      )}
    </Stack>
  );
}
