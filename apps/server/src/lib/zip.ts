import zlib from 'node:zlib';
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

/** A file to pack: its name in the zip (folders with '/') and its bytes. */
export interface ZipEntry {
  name: string;
  bytes: Buffer;
}

/** An entry as the zip holds it: its data already stored (0) or deflated (8). */
export interface PackedEntry {
  name: string;
  data: Buffer;
  method: 0 | 8;
  /** The checksum and size of what the data unpacks to. */
  crc: number;
  size: number;
  /** What the headers say it unpacks to, when that is a lie (a hostile test's file). */
  declaredSize?: number;
}

/** DOS time and date of `at` (what a zip's headers hold), in UTC; none: zero. */
function dosTime(at: Date | undefined) {
  if (!at) return { time: 0, date: 0 };
  const time = (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1);
  const date = ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate();
  return { time, date };
}

/**
 * A zip of entries packed already: a local header before each, then the central directory and its
 * end. Names are UTF-8 (flag bit 11); no zip64, so the whole must stay under 4 GB.
 */
export function packZip(entries: PackedEntry[], at?: Date): Buffer {
  const { time, date } = dosTime(at);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    // The fields a local header and the directory's entry share, from the method on.
    const fields = Buffer.alloc(22);
    fields.writeUInt16LE(entry.method, 0);
    fields.writeUInt16LE(time, 2);
    fields.writeUInt16LE(date, 4);
    fields.writeUInt32LE(entry.crc >>> 0, 6);
    fields.writeUInt32LE(entry.data.length, 10);
    fields.writeUInt32LE(entry.declaredSize ?? entry.size, 14);
    fields.writeUInt16LE(name.length, 18);
    const local = Buffer.alloc(8);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    const central = Buffer.alloc(10);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    const centralTail = Buffer.alloc(14);
    centralTail.writeUInt32LE(offset, 10);
    locals.push(local, fields, name, entry.data);
    centrals.push(central, fields, centralTail, name);
    offset += local.length + fields.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Packs files into one zip, each stored as it is: PDFs are compressed inside already, so deflating
 * them again costs CPU for a few per cent.
 */
export function writeZip(entries: ZipEntry[], at = new Date()): Buffer {
  return packZip(
    entries.map((e) => ({
      name: e.name,
      data: e.bytes,
      method: 0 as const,
      crc: zlib.crc32(e.bytes),
      size: e.bytes.length,
    })),
    at,
  );
}
