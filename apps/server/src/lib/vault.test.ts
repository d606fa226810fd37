import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../config.ts';
import { KEY_FILE_NAME, Vault, VaultKeyMismatch, loadVaultKey, parseKeyMaterial } from './vault.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-vault-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const key = Buffer.alloc(32, 3);

describe('Vault (AES-256-GCM)', () => {
  it('round-trips, with a fresh nonce each time and no plaintext in the output', () => {
    const vault = new Vault(key);
    const plain = Buffer.from('%PDF-1.7 a secret document');
    const a = vault.encrypt(plain, 'ctx');
    const b = vault.encrypt(plain, 'ctx');
    expect(a.equals(b)).toBe(false);
    expect(a.includes(Buffer.from('%PDF'))).toBe(false);
    expect(a.length).toBe(plain.length + 33);
    expect(vault.decrypt(a, 'ctx').equals(plain)).toBe(true);
    expect(vault.decryptText(vault.encryptText('ABCPE1234F', 'n'), 'n')).toBe('ABCPE1234F');
  });

  it('refuses a value moved to another context, or changed by one bit', () => {
    const vault = new Vault(key);
    const sealed = vault.encrypt(Buffer.from('1234'), 'kaksha/teacher-kyc/1/2/number');
    expect(() => vault.decrypt(sealed, 'kaksha/teacher-kyc/1/3/number')).toThrow();
    const flipped = Buffer.from(sealed);
    flipped[flipped.length - 1]! ^= 1;
    expect(() => vault.decrypt(flipped, 'kaksha/teacher-kyc/1/2/number')).toThrow();
  });

  it('names a value sealed with another key', () => {
    const sealed = new Vault(key).encrypt(Buffer.from('x'), 'c');
    expect(() => new Vault(Buffer.alloc(32, 4)).decrypt(sealed, 'c')).toThrow(VaultKeyMismatch);
  });
});

describe('the key', () => {
  it('reads 32 bytes as base64, base64url or hex, and nothing else', () => {
    expect(parseKeyMaterial(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseKeyMaterial(key.toString('base64url'))?.equals(key)).toBe(true);
    expect(parseKeyMaterial(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseKeyMaterial(Buffer.alloc(16).toString('base64'))).toBeNull();
    expect(parseKeyMaterial('correct horse battery staple')).toBeNull();
  });

  it('comes from KYC_KEY when set, and a bad KYC_KEY stops the start and names it', () => {
    const dir = tempDir();
    const loaded = loadVaultKey({ kycKey: key.toString('hex'), dataDir: dir });
    expect(loaded.source).toBe('setting');
    expect(loaded.key.equals(key)).toBe(true);
    expect(fs.existsSync(path.join(dir, KEY_FILE_NAME))).toBe(false);
    expect(() => loadSettings({ KYC_KEY: 'too-short' })).toThrow(/Invalid setting:\n {2}KYC_KEY:/);
    expect(loadSettings({ KYC_KEY: key.toString('base64') }).KYC_KEY).toBe(key.toString('base64'));
  });

  it('is otherwise generated into DATA_DIR on the first start, readable by its owner only, and kept', () => {
    const dir = path.join(tempDir(), 'nested');
    const first = loadVaultKey({ dataDir: dir });
    expect(first.source).toBe('generated');
    const file = path.join(dir, KEY_FILE_NAME);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const second = loadVaultKey({ dataDir: dir });
    expect(second.source).toBe('file');
    expect(second.key.equals(first.key)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([KEY_FILE_NAME]);
  });

  it('refuses a damaged key file rather than making a new key', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, KEY_FILE_NAME), 'not a key\n');
    expect(() => loadVaultKey({ dataDir: dir })).toThrow(/does not hold a valid KYC key/);
  });
});
