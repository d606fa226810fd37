/** File types are decided by their first bytes, never by the name or the declared type. */
const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

export function detectImage(bytes: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** A document someone scanned or saved: a PDF or an image. */
export function detectDocument(
  bytes: Buffer,
): 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return detectImage(bytes);
}
