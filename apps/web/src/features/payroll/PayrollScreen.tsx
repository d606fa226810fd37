import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Notice } from '../../components/Notice.tsx';
import { errorMessage, isUnauthorized } from '../../lib/api.ts';
import { useCurrentUser } from '../../lib/auth/session.ts';
import { t } from '../../lib/i18n/index.ts';
import { useGoToVideo } from './api/payroll.ts';

const s = t.payroll;

/** /{SUCode}/{videoURL}: where 'Go to Video' leads. */
export function videoPath(SUCode: string, videoURL: string): string {
  return `/${encodeURIComponent(SUCode)}/${encodeURIComponent(videoURL)}`;
}

/** The payroll screen (FrmName Payroll, /payroll): a heading and 'Go to Video'. */
export default function PayrollScreen() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const goToVideo = useGoToVideo();
  const [problem, setProblem] = useState<string | null>(null);

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
    <Stack gap="lg" maw={720}>
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
    </Stack>
  );
}
