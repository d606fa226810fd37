import { detectImage } from '../../lib/files.ts';

/** What an uploaded content file is, decided from its bytes (never from its name or declared type). */
export interface ContentFileKind {
  mimeType: string;
  extension: string;
  /** Shown in the browser (PDF viewer, image) or only downloaded (slides). */
  inline: boolean;
}

const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// A PowerPoint 97–2003 file is an OLE container with this stream; a Word or Excel one has others.
const PPT_STREAM = Buffer.from('PowerPoint Document', 'utf16le');

const startsWith = (bytes: Buffer, prefix: Buffer | string) => {
  const p = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : prefix;
  return bytes.length >= p.length && bytes.subarray(0, p.length).equals(p);
};

export function detectContentFile(bytes: Buffer): ContentFileKind | null {
  if (startsWith(bytes, '%PDF-')) return { mimeType: 'application/pdf', extension: 'pdf', inline: true };
  const image = detectImage(bytes);
  if (image)
    return { mimeType: image, extension: image === 'image/jpeg' ? 'jpg' : image.slice(6), inline: true };
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a'))
    return { mimeType: 'image/gif', extension: 'gif', inline: true };
  if (startsWith(bytes, OLE_SIGNATURE) && bytes.includes(PPT_STREAM))
    return { mimeType: 'application/vnd.ms-powerpoint', extension: 'ppt', inline: false };
  // A .pptx is a zip whose entries (listed uncompressed in its directory) live under ppt/.
  if (
    startsWith(bytes, 'PK\x03\x04') &&
    bytes.includes('[Content_Types].xml') &&
    bytes.includes('ppt/presentation.xml')
  )
    return { mimeType: PPTX, extension: 'pptx', inline: false };
  return null;
}

export const CONTENT_FILE_TYPES_TEXT =
  'a PDF, a PowerPoint (PPT or PPTX) or an image (PNG, JPEG, WebP or GIF)';

/** A safe display name: no path, no control characters, at most 200 characters, the right extension. */
export function cleanFileName(name: string, extension: string): string {
  const base =
    (name.split(/[\\/]/).pop() ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f"]/g, '')
      .trim() || 'file';
  const withoutExt = base.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${withoutExt.slice(0, 200 - extension.length - 1)}.${extension}`;
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
