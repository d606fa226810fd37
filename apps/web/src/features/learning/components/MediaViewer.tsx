import { useCallback, useState } from 'react';
import { Anchor, Modal, Stack, Text } from '@mantine/core';
import type { MediaResponse } from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { fmt } from '../../../lib/i18n/index.ts';
import { tLearning } from '../../../lib/i18n/learning.ts';
import { useMediaQuery } from '@mantine/hooks';

const s = tLearning.viewer;

/** PDF viewer height (spec §9). */
export const PDF_VIEWER_HEIGHT = 500;

/** An absolute http(s) address for a URL (relative ones are our own), or null: nothing else is ever opened. */
export function safeUrl(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

type ViewerState =
  | { kind: 'popup'; media: MediaResponse; url: string }
  | { kind: 'link'; name: string; url: string }
  | { kind: 'download'; name: string; url: string }
  | { kind: 'error'; name: string; message: string };

function startDownload(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  a.rel = 'noopener';
  // Browsers ignore `download` across origins: open those in a new tab rather than leave the page.
  if (new URL(url).origin !== window.location.origin) a.target = '_blank';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/**
 * Opens what /api/get-media (or a learning view's media call) answers: popupUrl in the viewer (a PDF
 * viewer 500 high, a video frame or an image), newTabUrl in a new tab, excelUrl as a download.
 */
export function useMediaViewer() {
  const [state, setState] = useState<ViewerState | null>(null);

  const open = useCallback((media: MediaResponse) => {
    const name = media.ContentName;
    const raw = media.popupUrl ?? media.newTabUrl ?? media.excelUrl;
    const url = raw ? safeUrl(raw) : null;
    if (!url) {
      setState({ kind: 'error', name, message: s.badUrl });
      return;
    }
    if (media.popupUrl) {
      setState({ kind: 'popup', media, url });
    } else if (media.newTabUrl) {
      const opened = window.open(url, '_blank');
      if (opened) opened.opener = null;
      // A blocked pop-up still gets its link.
      else setState({ kind: 'link', name, url });
    } else {
      startDownload(url);
      setState({ kind: 'download', name, url });
    }
  }, []);

  const fail = useCallback((name: string, message: string) => setState({ kind: 'error', name, message }), []);

  const viewer = <MediaModal state={state} onClose={() => setState(null)} />;
  return { open, fail, viewer };
}

function MediaModal({ state, onClose }: { state: ViewerState | null; onClose: () => void }) {
  const phone = !useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const name = state ? (state.kind === 'popup' ? state.media.ContentName : state.name) : '';
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={fmt(s.title, { name })}
      size={state?.kind === 'popup' ? 'xl' : 'md'}
      fullScreen={phone && state?.kind === 'popup'}
      closeButtonProps={{ 'aria-label': tLearning.common.close }}
    >
      {state?.kind === 'popup' && <Popup media={state.media} url={state.url} />}
      {state?.kind === 'link' && (
        <Stack gap="sm">
          <Text>{s.newTab}</Text>
          <Anchor href={state.url} target="_blank" rel="noopener noreferrer">
            {fmt(s.openNewTab, { name: state.name })}
          </Anchor>
        </Stack>
      )}
      {state?.kind === 'download' && (
        <Stack gap="sm">
          <Text role="status">{s.downloadStarted}</Text>
          <Anchor href={state.url} download target="_blank" rel="noopener">
            {fmt(s.downloadNow, { name: state.name })}
          </Anchor>
        </Stack>
      )}
      {state?.kind === 'error' && <Notice tone="error">{state.message}</Notice>}
    </Modal>
  );
}

function Popup({ media, url }: { media: MediaResponse; url: string }) {
  const name = media.ContentName;
  return (
    <Stack gap="sm">
      {media.mediaKind === 'pdf' && (
        <iframe
          src={url}
          title={fmt(s.pdfTitle, { name })}
          height={PDF_VIEWER_HEIGHT}
          style={{
            width: '100%',
            height: PDF_VIEWER_HEIGHT,
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 8,
          }}
        />
      )}
      {media.mediaKind === 'image' && (
        <img
          src={url}
          alt={fmt(s.imageAlt, { name })}
          style={{ maxWidth: '100%', height: 'auto', borderRadius: 8 }}
        />
      )}
      {(media.mediaKind === 'video' || media.mediaKind === 'page' || media.mediaKind === 'download') && (
        <iframe
          src={url}
          title={fmt(s.videoTitle, { name })}
          style={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 8, background: '#000' }}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      )}
      <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
        {s.openExternally}
      </Anchor>
    </Stack>
  );
}
