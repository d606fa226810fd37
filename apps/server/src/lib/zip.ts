import yauzl from 'yauzl';

/**
 * Reading an uploaded zip (an .xlsx is one) without trusting it (decision 066). Its central directory
 * is read first, and a file is refused before anything is unpacked when it has too many entries,
 * unpacks to more than `maxTotalBytes`, or packs a large entry tighter than `maxRatio` (a zip bomb:
 * 1 MB that unpacks to 1 GB is a ratio of a thousand; a real workbook's sheet is 10 to 20). Then every
 * entry is unpacked as a stream, chunk by chunk off the event loop (zlib runs on the thread pool), and
 * yauzl stops an entry the moment it unpacks to more than its directory said: a file that lies about
 * its sizes is refused after at most the bytes it declared. `visit` sees each chunk, and may stop the
 * whole read by throwing.
 */
export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  maxRatio: number;
}

/** Entries smaller than this are never refused for their ratio: tiny files pack unevenly. */
const RATIO_FROM_BYTES = 1024 * 1024;

export class ZipRefused extends Error {
  constructor(readonly reason: 'unreadable' | 'too-large') {
    super(reason === 'unreadable' ? 'not a zip file this reader accepts' : 'unpacks to more than allowed');
  }
}

export async function readZip(
  bytes: Buffer,
  limits: ZipLimits,
  visit: (name: string, chunk: Buffer) => void,
): Promise<void> {
  const zip = await yauzl
    .fromBufferPromise(bytes, { validateEntrySizes: true, strictFileNames: true })
    .catch(() => {
      throw new ZipRefused('unreadable');
    });
  if (zip.entryCount > limits.maxEntries) throw new ZipRefused('too-large');
  const entries: yauzl.Entry[] = [];
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.isEncrypted() || !entry.canDecodeFileData()) throw new ZipRefused('unreadable');
      total += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (
        total > limits.maxTotalBytes ||
        (entry.uncompressedSize > RATIO_FROM_BYTES && ratio > limits.maxRatio)
      )
        throw new ZipRefused('too-large');
      entries.push(entry);
    }
  } catch (err) {
    throw err instanceof ZipRefused ? err : new ZipRefused('unreadable');
  }
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue;
    const stream = await zip.openReadStreamPromise(entry).catch(() => {
      throw new ZipRefused('unreadable');
    });
    // A visitor's refusal goes out as it is; the stream's own failure — yauzl's "too many bytes" (a lie
    // about the size) or zlib's "invalid block" — is a file this reader does not accept.
    let refusal: unknown;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        try {
          visit(entry.fileName, chunk);
        } catch (err) {
          refusal = err;
          break;
        }
      }
    } catch {
      throw new ZipRefused('unreadable');
    } finally {
      stream.destroy();
    }
    if (refusal !== undefined) throw refusal;
  }
}
