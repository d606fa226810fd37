import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { payrollVideoBody } from '@kaksha/contracts';
import { failure, FormNotice, type FormMessage } from '../../components/FormNotice.tsx';
import { NoAccess } from '../../components/NoAccess.tsx';
import { LoadFailed } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMenuAccess } from '../../lib/access.ts';
import { t } from '../../lib/i18n/index.ts';
import { tPayroll } from '../../lib/i18n/payroll.ts';
import { usePayrollVideo, useSetPayrollVideo } from './api/video.ts';
import { isHttpUrl } from './VideoPage.tsx';

const s = tPayroll.video;

/** PayrollVideo: the organisation's payroll help video in the spec's 400×250 frame; the owner sets it. */
export default function PayrollVideoScreen() {
  const { denied } = useMenuAccess(['PayrollVideo', 'Payroll']);
  const video = usePayrollVideo();
  if (denied) return <NoAccess />;
  const src = video.data?.videoURL;
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title={s.title} intro={s.intro} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {video.isPending ? (
          <Text role="status">{t.common.loading}</Text>
        ) : video.isError ? (
          <LoadFailed onRetry={() => void video.refetch()}>{s.loadFailed}</LoadFailed>
        ) : src && isHttpUrl(src) ? (
          <iframe
            src={src}
            title={s.frameTitle}
            width={400}
            height={250}
            style={{
              width: '100%',
              maxWidth: 400,
              height: 'auto',
              aspectRatio: '400 / 250',
              border: 0,
              borderRadius: 8,
            }}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          />
        ) : (
          <Text fw={600} role="status">
            {s.noVideo}
          </Text>
        )}
      </Paper>
      {video.data?.canSet ? (
        <SetVideo current={src ?? null} />
      ) : (
        video.data && (
          <Text c="dimmed" size="sm">
            {s.ownerSets}
          </Text>
        )
      )}
    </Stack>
  );
}

/** The owner's form: a web address, saved or removed. */
function SetVideo({ current }: { current: string | null }) {
  const [address, setAddress] = useState(current ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const save = useSetPayrollVideo();
  const send = (videoURL: string | null) => {
    setNotice(null);
    const parsed = payrollVideoBody.safeParse({ videoURL });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? s.saveFailed);
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        if (videoURL === null) setAddress('');
        setNotice({ tone: 'success', text: videoURL === null ? s.cleared : s.saved });
      },
      onError: (error) => setNotice(failure(s.saveFailed, error)),
    });
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send(address.trim());
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={s.address}
            placeholder={s.addressHint}
            value={address}
            onChange={(event) => setAddress(event.currentTarget.value)}
            error={problem}
            type="url"
          />
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {s.save}
            </Button>
            {current && (
              <Button variant="default" onClick={() => send(null)} disabled={save.isPending}>
                {s.clear}
              </Button>
            )}
          </Group>
          <FormNotice message={notice} />
        </Stack>
      </form>
    </Paper>
  );
}
