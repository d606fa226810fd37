import { useEffect, useRef, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import type QrScanner from 'qr-scanner';
import { Notice } from '../../../components/Notice.tsx';
import { tAttendance } from '../../../lib/i18n/attendance.ts';
import classes from './CameraScanner.module.css';

const s = tAttendance.gate;

/**
 * The device's camera reading QR codes (qr-scanner, loaded only when the camera is started: the
 * library is in this screen's chunk alone). Each code read is handed to `onScan`; the same code seen
 * again while it stays in front of the camera is not handed twice within `HOLD_MS`.
 */
const HOLD_MS = 8000;

/**
 * The whole picture is read (scaled to at most 800 pixels across), not only a square in the middle:
 * a card held near the edge at a busy gate is still read.
 */
function wholeFrame(video: HTMLVideoElement): QrScanner.ScanRegion {
  const width = video.videoWidth;
  const height = video.videoHeight;
  const scale = Math.min(1, 800 / Math.max(width, height, 1));
  return {
    x: 0,
    y: 0,
    width,
    height,
    downScaledWidth: Math.round(width * scale),
    downScaledHeight: Math.round(height * scale),
  };
}

export function CameraScanner({ onScan }: { onScan: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrScanner | null>(null);
  const handler = useRef(onScan);
  const last = useRef({ text: '', at: 0 });
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'failed'>('off');

  useEffect(() => {
    handler.current = onScan;
  }, [onScan]);
  useEffect(() => () => scanner.current?.destroy(), []);

  const start = async () => {
    setState('starting');
    try {
      const { default: Scanner } = await import('qr-scanner');
      const read = (text: string) => {
        const now = Date.now();
        if (text === last.current.text && now - last.current.at < HOLD_MS) return;
        last.current = { text, at: now };
        handler.current(text);
      };
      const made = new Scanner(video.current!, (result) => read(result.data), {
        returnDetailedScanResult: true,
        maxScansPerSecond: 5,
        calculateScanRegion: wholeFrame,
      });
      scanner.current = made;
      await made.start();
      setState('on');
    } catch {
      scanner.current?.destroy();
      scanner.current = null;
      setState('failed');
    }
  };
  const stop = () => {
    scanner.current?.destroy();
    scanner.current = null;
    setState('off');
  };

  return (
    <Stack gap="xs">
      <Group gap="sm">
        {state === 'on' ? (
          <Button variant="default" onClick={stop}>
            {s.stopCamera}
          </Button>
        ) : (
          <Button onClick={() => void start()} loading={state === 'starting'}>
            {s.startCamera}
          </Button>
        )}
        {state === 'on' && (
          <Text size="sm" c="dimmed" role="status">
            {s.scanning}
          </Text>
        )}
      </Group>
      {state === 'failed' && <Notice tone="error">{s.cameraFailed}</Notice>}
      <video
        ref={video}
        className={classes.video}
        hidden={state !== 'on' && state !== 'starting'}
        aria-label={s.cameraView}
        muted
        playsInline
      />
    </Stack>
  );
}
