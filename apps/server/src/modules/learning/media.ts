import { canonicalContentType, VIDEO_CONTENT_TYPES } from '@kaksha/contracts';
import type { MediaResponse } from '@kaksha/contracts';
import { invalid } from '../../lib/errors.ts';
import { isWebUrl } from '../../lib/urls.ts';

export interface MediaItem {
  contentType: string;
  name: string;
  url: string | null;
  file: { id: number; mimeType: string } | null;
}

/** The address of a YouTube or Vimeo page that can play in a frame; any other URL as it is. */
export function embeddableVideoUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let youtubeId: string | null = null;
  if (host === 'youtu.be') youtubeId = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') youtubeId = url.searchParams.get('v');
    else {
      const match = /^\/(?:embed|shorts|live)\/([^/?#]+)/.exec(url.pathname);
      youtubeId = match?.[1] ?? null;
    }
  }
  if (youtubeId && /^[A-Za-z0-9_-]{6,20}$/.test(youtubeId))
    return `https://www.youtube-nocookie.com/embed/${youtubeId}`;
  const vimeo = host === 'vimeo.com' ? /^\/(\d+)/.exec(url.pathname)?.[1] : undefined;
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}`;
  return value;
}

const OFFICE_EXTENSIONS = /\.(pptx?|ppsx?|xlsx?|xls|csv|docx?)$/i;

/**
 * popupUrl (shown in the viewer), newTabUrl (opened in a new tab) or excelUrl (downloaded): exactly one,
 * chosen by the item's type and source. Only http(s) links are ever handed out, whatever is stored.
 * (A linked image opens in a new tab: the page's CSP shows only our own images.)
 */
export function mediaFor(item: MediaItem, fileUrl: (fileId: number) => string): MediaResponse {
  const base = { ContentType: item.contentType, ContentName: item.name };
  const none = { popupUrl: null, newTabUrl: null, excelUrl: null };
  if (item.file) {
    const url = fileUrl(item.file.id);
    if (item.file.mimeType === 'application/pdf')
      return { ...base, ...none, popupUrl: url, mediaKind: 'pdf' };
    if (item.file.mimeType.startsWith('image/'))
      return { ...base, ...none, popupUrl: url, mediaKind: 'image' };
    return { ...base, ...none, excelUrl: `${url}?download=1`, mediaKind: 'download' };
  }
  if (!item.url || !isWebUrl(item.url)) {
    throw invalid(
      'This content’s link is not a web address, so it cannot be opened. Edit it to fix the link.',
    );
  }
  const type = canonicalContentType(item.contentType);
  const path = new URL(item.url).pathname;
  if (type && (VIDEO_CONTENT_TYPES as readonly string[]).includes(type)) {
    return { ...base, ...none, popupUrl: embeddableVideoUrl(item.url), mediaKind: 'video' };
  }
  if (type === 'PDF' || /\.pdf$/i.test(path))
    return { ...base, ...none, popupUrl: item.url, mediaKind: 'pdf' };
  if (OFFICE_EXTENSIONS.test(path)) return { ...base, ...none, excelUrl: item.url, mediaKind: 'download' };
  return { ...base, ...none, newTabUrl: item.url, mediaKind: 'page' };
}
