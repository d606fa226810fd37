import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Settings } from '../config.ts';

/**
 * The KYC vault: AES-256-GCM with a 96-bit random nonce per value, and "additional authenticated
 * data" naming what the value is (organisation, teacher, field), so a ciphertext copied into another
 * row does not decrypt. The key comes from KYC_KEY or from a file generated in DATA_DIR on the first
 * start (mode 0600); it never enters the database.
 *
 * Stored layout: version (1 byte) | key id (4 bytes) | nonce (12) | tag (16) | ciphertext.
 */

const VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_BYTES = 4;
const HEADER_BYTES = 1 + KEY_ID_BYTES + NONCE_BYTES + TAG_BYTES;
export const KEY_FILE_NAME = 'kyc.key';

/** 32 bytes written as base64 (with or without padding, or base64url) or as 64 hex digits; else null. */
export function parseKeyMaterial(value: string): Buffer | null {
  const v = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(v)) return Buffer.from(v, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(v)) {
    const bytes = Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}

export class VaultKeyMismatch extends Error {
  override name = 'VaultKeyMismatch';
}

export class Vault {
  /** A short fingerprint of the key, stored with each value so a wrong key is named, not guessed at. */
  readonly keyId: Buffer;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The KYC key must be 32 bytes.');
    this.keyId = createHash('sha256')
      .update('kaksha-kyc-key-id')
      .update(key)
      .digest()
      .subarray(0, KEY_ID_BYTES);
  }

  encrypt(plain: Buffer, context: string): Buffer {
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([Buffer.from([VERSION]), this.keyId, nonce, cipher.getAuthTag(), body]);
  }

  /** Throws VaultKeyMismatch for another key's value, and an Error for a tampered or misplaced one. */
  decrypt(stored: Buffer, context: string): Buffer {
    if (stored.length < HEADER_BYTES || stored[0] !== VERSION) throw new Error('Not a vault value.');
    const keyId = stored.subarray(1, 1 + KEY_ID_BYTES);
    if (!keyId.equals(this.keyId)) {
      throw new VaultKeyMismatch(
        'This KYC value was encrypted with another key: every node must run with the same KYC_KEY.',
      );
    }
    const nonce = stored.subarray(1 + KEY_ID_BYTES, 1 + KEY_ID_BYTES + NONCE_BYTES);
    const tag = stored.subarray(1 + KEY_ID_BYTES + NONCE_BYTES, HEADER_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, nonce);
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(stored.subarray(HEADER_BYTES)), decipher.final()]);
  }

  encryptText(value: string, context: string): Buffer {
    return this.encrypt(Buffer.from(value, 'utf8'), context);
  }

  decryptText(stored: Buffer, context: string): string {
    return this.decrypt(stored, context).toString('utf8');
  }
}

/**
 * The key: KYC_KEY when set, else DATA_DIR/kyc.key, made on the first start with mode 0600. Several
 * processes may start at once on one data directory: the file appears whole (written aside, then
 * linked into place) and the first one wins.
 */
export function loadVaultKey(options: { kycKey?: string; dataDir: string }): {
  key: Buffer;
  source: 'setting' | 'file' | 'generated';
  file?: string;
} {
  if (options.kycKey) {
    const key = parseKeyMaterial(options.kycKey);
    if (!key) throw new Error('KYC_KEY must be 32 bytes, written as base64 or as 64 hex digits.');
    return { key, source: 'setting' };
  }
  const file = path.join(options.dataDir, KEY_FILE_NAME);
  const existing = readKeyFile(file);
  if (existing) return { key: existing, source: 'file', file };
  fs.mkdirSync(options.dataDir, { recursive: true });
  const key = randomBytes(32);
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(temp, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temp, file);
    return { key, source: 'generated', file };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const winner = readKeyFile(file);
    if (!winner) throw new Error(`${file} does not hold a valid KYC key.`);
    return { key: winner, source: 'file', file };
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function readKeyFile(file: string): Buffer | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const key = parseKeyMaterial(text);
  if (!key) throw new Error(`${file} does not hold a valid KYC key (32 bytes, base64 or hex).`);
  return key;
}

/** The vault every area seals with (KYC documents, message providers' credentials), its key's origin logged. */
export function openVault(settings: Settings, log: FastifyBaseLogger): Vault {
  const { key, source, file } = loadVaultKey({ kycKey: settings.KYC_KEY, dataDir: settings.dataDir });
  if (source === 'generated') {
    log.warn(
      `KYC key generated at ${file}: back it up with the database, or KYC documents and message provider credentials cannot be read.`,
    );
  }
  if (settings.DATABASE_URL && source !== 'setting') {
    log.warn(
      'KYC_KEY is not set: this node uses its own key file. Several API nodes on one PostgreSQL need the same KYC_KEY.',
    );
  }
  return new Vault(key);
}
