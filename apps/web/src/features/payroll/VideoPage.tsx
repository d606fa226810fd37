import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session.ts';
import { t } from '../../lib/i18n/index.ts';
import { useVideo } from './api/payroll.ts';

const s = t.payroll;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * /{SUCode}/{videoURL}: the payroll video in a 400×250 frame. The frame only ever shows the http(s)
 * URL that POST /api/video/{SUCode} returns for the signed-in user; any other address in the path
 * shows 'No video found!' (so the page cannot be used to frame arbitrary sites).
 */
export default function VideoPage() {
  const user = useCurrentUser();
  const { SUCode = '', videoURL = '' } = useParams();
  const ownOrganisation = SUCode === user.SUCode;
  const video = useVideo(SUCode, ownOrganisation);

  const asked = new Set([videoURL, safeDecode(videoURL)]);
  const src = video.data?.videoURL;
  const playable = ownOrganisation && src && isHttpUrl(src) && asked.has(src) ? src : null;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={2}>{s.videoTitle}</Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          {ownOrganisation && video.isPending ? (
            <Text role="status">{t.common.loading}</Text>
          ) : playable ? (
            <iframe
              src={playable}
              title={s.videoFrameTitle}
              width={400}
              height={250}
              style={{
                width: '100%',
                maxWidth: 400,
                height: 'auto',
                aspectRatio: '400 / 250',
                border: 0,
                borderRadius: 8,
                background: '#000',
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
          <Anchor component={Link} to="/payroll">
            {s.backToPayroll}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
