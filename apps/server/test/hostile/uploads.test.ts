import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INSTITUTE_LOGO_MAX_BYTES,
  CHAPTER_IMAGE_MAX_BYTES,
  KYC_FILE_MAX_BYTES,
  PROFILE_PHOTO_MAX_BYTES,
  QUESTION_IMPORT_MAX_BYTES,
  STUDENT_DOCUMENT_MAX_BYTES,
  STUDENT_IMPORT_MAX_BYTES,
  STUDENT_PHOTO_MAX_BYTES,
  TEACHER_PHOTO_MAX_BYTES,
} from '@kaksha/contracts';
import { declaredRoutes } from '../../src/plugins/auth.ts';
import { makeTopic, multipart, PNG } from '../helpers/learning.ts';
import { admitStudent } from '../helpers/students.ts';
import { aadhaar, creator, makeTeacher } from '../helpers/teachers.ts';
import { as, createTestApp, registerAndLogin, rowsOf } from '../harness.ts';
import type { Account, TestApp } from '../harness.ts';
import { isMultipart } from './requests.ts';
import { FORM_TOO_LARGE } from '../../src/lib/multipart.ts';

/**
 * Uploads that lie about what they are, on every upload route of the route table. Each route gets a
 * request that is right in every way but the file, so a refusal is the file's alone (a real PNG is
 * accepted first, to prove it). Refused: HTML named .png and sent as image/png; SVG with a script;
 * polyglots that start as a page and carry an image, or start as a GIF and carry a script where GIFs
 * are not accepted; a file one byte over the route's limit (and one at the limit is accepted).
 * A new upload route fails the first test until it is described in UPLOAD_ROUTES.
 */

const CONTENT_MAX_MB = 1;

interface UploadRoute {
  field: string;
  maxBytes: number;
  /** GIF is a content type of the learning area; elsewhere it is refused. */
  takesGif?: boolean;
  prepare(): Promise<{ url: string; fields: Record<string, string> }>;
  accepted(res: LightMyRequestResponse): boolean;
}

let t: TestApp;
let owner: Account;

const ok = (res: LightMyRequestResponse) => res.statusCode === 200 || res.statusCode === 201;

/** Multipart routes that read a table (CSV, XLSX) and keep no file: tested below on their own. */
const DATA_IMPORTS: Record<string, { maxBytes: number; table: 'students' | 'questions' }> = {
  'POST /api/v1/students/import': { maxBytes: STUDENT_IMPORT_MAX_BYTES, table: 'students' },
  'POST /api/v1/questions/import': { maxBytes: QUESTION_IMPORT_MAX_BYTES, table: 'questions' },
};

const UPLOAD_ROUTES: Record<string, UploadRoute> = {
  'POST /api/profile/update': {
    field: 'UserImage',
    maxBytes: PROFILE_PHOTO_MAX_BYTES,
    prepare: async () => ({
      url: '/api/profile/update',
      fields: {
        EmailID: owner.email,
        UserName: 'Asha Rao',
        Mobile: '9876543210',
        WhatsApp: '9876543210',
        Active: 'Y',
      },
    }),
    accepted: ok,
  },
  'PUT /api/v1/teachers/:id/photo': {
    field: 'photo',
    maxBytes: TEACHER_PHOTO_MAX_BYTES,
    prepare: async () => ({ url: `/api/v1/teachers/${(await makeTeacher(t, owner)).id}/photo`, fields: {} }),
    accepted: ok,
  },
  'PUT /api/v1/students/:id/photo': {
    field: 'photo',
    maxBytes: STUDENT_PHOTO_MAX_BYTES,
    prepare: async () => ({ url: `/api/v1/students/${(await admitStudent(t, owner)).id}/photo`, fields: {} }),
    accepted: ok,
  },
  'POST /api/v1/students/:id/documents': {
    field: 'file',
    maxBytes: STUDENT_DOCUMENT_MAX_BYTES,
    prepare: async () => ({
      url: `/api/v1/students/${(await admitStudent(t, owner)).id}/documents`,
      fields: { kind: 'birth_certificate' },
    }),
    accepted: ok,
  },
  'PUT /api/v1/institute/logo': {
    field: 'logo',
    maxBytes: INSTITUTE_LOGO_MAX_BYTES,
    prepare: async () => ({ url: '/api/v1/institute/logo', fields: {} }),
    accepted: ok,
  },
  'POST /api/submitKYC': {
    field: 'attachment',
    maxBytes: KYC_FILE_MAX_BYTES,
    prepare: async () => ({
      url: '/api/submitKYC',
      fields: {
        ...creator(owner),
        teacherID: String((await makeTeacher(t, owner)).id),
        KYCType: 'Aadhar',
        DocNumber: aadhaar(),
        Remarks: 'Checked against the original',
      },
    }),
    accepted: (res) => ok(res) && res.json().status === 0,
  },
  'POST /api/update-chapter': {
    field: 'chapterImage',
    // "Less than 5 MB".
    maxBytes: CHAPTER_IMAGE_MAX_BYTES - 1,
    prepare: async () => {
      const topic = await makeTopic(t.app, owner);
      return {
        url: '/api/update-chapter',
        fields: {
          boardCode: topic.boardCode,
          classCode: topic.classCode,
          subjectCode: topic.subjectCode,
          chapterCode: topic.chapterCode,
          chapterName: 'Real Numbers',
          chapterDefault: 'N',
        },
      };
    },
    accepted: ok,
  },
  'POST /api/v1/content-uploads': {
    field: 'file',
    maxBytes: CONTENT_MAX_MB * 1024 * 1024,
    takesGif: true,
    prepare: async () => {
      const topic = await makeTopic(t.app, owner);
      return {
        url: '/api/v1/content-uploads',
        fields: { suCode: owner.suCode, ...topic, contentType: 'Assignment', contentName: 'Notes' },
      };
    },
    accepted: (res) => ok(res) && res.json().respCode === '0',
  },
};

const SCRIPT = '<script>fetch("/api/v1/users").then(r=>r.text()).then(t=>top.postMessage(t,"*"))</script>';
const LIES: { name: string; file: string; type: string; bytes: Buffer; unlessGif?: boolean }[] = [
  {
    name: 'an HTML page named .png, sent as image/png',
    file: 'photo.png',
    type: 'image/png',
    bytes: Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`),
  },
  {
    name: 'an HTML page named .pdf, sent as application/pdf',
    file: 'notes.pdf',
    type: 'application/pdf',
    bytes: Buffer.from(`<html>${SCRIPT}</html>`),
  },
  {
    name: 'an SVG with a script',
    file: 'logo.svg',
    type: 'image/svg+xml',
    bytes: Buffer.from(
      `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`,
    ),
  },
  {
    name: 'an SVG named .png',
    file: 'logo.png',
    type: 'image/png',
    bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`),
  },
  {
    name: 'a polyglot: a page first, a real PNG after it',
    file: 'photo.png',
    type: 'image/png',
    bytes: Buffer.concat([Buffer.from(`<html>${SCRIPT}<!--`), PNG, Buffer.from('-->')]),
  },
  {
    name: 'a polyglot: whitespace, then a page, then PNG bytes',
    file: 'photo.png',
    type: 'image/png',
    bytes: Buffer.concat([Buffer.from(`\n\n  <body onload="alert(1)">`), PNG]),
  },
  {
    name: 'a polyglot: a GIF header that is also a script (GIFAR-style)',
    file: 'photo.gif',
    type: 'image/gif',
    bytes: Buffer.from(`GIF89a=1;/*${'\0'.repeat(8)}*/${SCRIPT.replace(/<\/?script>/g, '')}`),
    unlessGif: true,
  },
  {
    name: 'an executable',
    file: 'photo.png',
    type: 'image/png',
    bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
  },
];

beforeAll(async () => {
  t = await createTestApp({ env: { CONTENT_UPLOAD_MAX_MB: String(CONTENT_MAX_MB) } });
  owner = await registerAndLogin(t.app);
});
afterAll(() => t?.close());

/** Uploads to the route described under `key` ('PUT /api/…'), with the method the key names. */
async function upload(key: string, file: { name: string; type: string; bytes: Buffer }) {
  const route = UPLOAD_ROUTES[key]!;
  const { url, fields } = await route.prepare();
  const method = key.split(' ')[0] as InjectOptions['method'];
  const body = multipart(fields, { field: route.field, ...file });
  return t.app.inject(as(owner, { method, url, ...body } as InjectOptions));
}

/** A PNG of exactly `size` bytes: a real image, padded after its end (as many files are). */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 0)]);

describe('uploads', () => {
  it('every upload route of the route table is described here', () => {
    const found = declaredRoutes(t.app)
      .filter(isMultipart)
      .map((r) => `${r.method} ${r.url}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((r) => !(r in UPLOAD_ROUTES) && !(r in DATA_IMPORTS))).toEqual([]);
  });

  // A data import takes a table, not a file to keep: every image or page is refused, nothing is saved.
  describe.each(Object.keys(DATA_IMPORTS))('%s', (key) => {
    const { maxBytes, table } = DATA_IMPORTS[key]!;
    const send = (file: { name: string; type: string; bytes: Buffer }) =>
      t.app.inject(
        as(owner, {
          method: 'POST',
          url: key.split(' ')[1]!,
          ...multipart({ mode: 'save' }, { field: 'file', ...file }),
        } as InjectOptions),
      );
    it('refuses an image, every lie and a file over its limit, saving nothing', async () => {
      const saved = async () =>
        (
          await rowsOf<{ n: number }>(
            t.database,
            sql`select count(*)::int as n from ${sql.identifier(table)} s join organisations o on o.id = s.organisation_id where o.su_code = ${owner.suCode}`,
          )
        )[0]!.n;
      const before = await saved();
      const files = [
        { name: 'photo.png', type: 'image/png', bytes: PNG },
        ...LIES.map((lie) => ({ name: lie.file, type: lie.type, bytes: lie.bytes })),
      ];
      for (const file of files) {
        const res = await send(file);
        expect(res.statusCode, `${file.name}: ${res.body}`).toBe(400);
      }
      const over = await send({
        name: 'big.csv',
        type: 'text/csv',
        bytes: pngOfSize(maxBytes + 1),
      });
      expect(over.statusCode).toBe(413);
      expect(await saved()).toBe(before);
    });
  });

  describe.each(Object.keys(UPLOAD_ROUTES))('%s', (key) => {
    const route = () => UPLOAD_ROUTES[key]!;

    it('accepts a real PNG (so the refusals below are the file’s alone)', async () => {
      const res = await upload(key, { name: 'photo.png', type: 'image/png', bytes: PNG });
      expect(route().accepted(res), res.body).toBe(true);
    });

    it.each(LIES.map((lie) => [lie.name, lie] as const))('refuses %s', async (_name, lie) => {
      if (lie.unlessGif && route().takesGif) return; // GIF is a content type here: see below
      const res = await upload(key, { name: lie.file, type: lie.type, bytes: lie.bytes });
      expect(route().accepted(res), `${res.statusCode} ${res.body}`).toBe(false);
      expect(res.statusCode).toBeLessThan(500);
    });

    it('refuses a file one byte over its limit, and takes one at the limit', async () => {
      const over = await upload(key, {
        name: 'big.png',
        type: 'image/png',
        bytes: pngOfSize(route().maxBytes + 1),
      });
      expect(over.statusCode, over.body).toBe(413);
      const at = await upload(key, {
        name: 'big.png',
        type: 'image/png',
        bytes: pngOfSize(route().maxBytes),
      });
      expect(route().accepted(at), `${at.statusCode} ${at.body.slice(0, 200)}`).toBe(true);
    });
  });

  it('refuses, on every upload route, a form whose text outweighs any field it takes', async () => {
    // Forty unknown fields of 64 KB: 2.5 MB of text held for a form whose longest field is 500 characters.
    const padding = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`pad${i}`, 'x'.repeat(64 * 1024)]),
    );
    const routes = [
      ...Object.entries(UPLOAD_ROUTES).map(([key, route]) => ({ key, route })),
      ...Object.keys(DATA_IMPORTS).map((key) => ({
        key,
        route: {
          field: 'file',
          prepare: async () => ({ url: key.split(' ')[1]!, fields: { mode: 'check' } }),
        },
      })),
    ];
    for (const { key, route } of routes) {
      const { url, fields } = await route.prepare();
      const method = key.split(' ')[0] as InjectOptions['method'];
      const body = multipart(
        { ...fields, ...padding },
        { field: route.field, name: 'photo.png', type: 'image/png', bytes: PNG },
      );
      const res = await t.app.inject(as(owner, { method, url, ...body } as InjectOptions));
      expect(`${key} ${res.statusCode} ${res.json().message}`).toBe(`${key} 413 ${FORM_TOO_LARGE}`);
    }
  });

  it('serves what it took with the type its bytes say, never sniffed, never as a page', async () => {
    // A GIF-and-script polyglot is a GIF where GIFs are content: taken, it must be served inert.
    const key = 'POST /api/v1/content-uploads';
    const route = UPLOAD_ROUTES[key]!;
    const lie = LIES.find((l) => l.unlessGif)!;
    const res = await upload(key, { name: 'page.html', type: 'text/html', bytes: lie.bytes });
    expect(route.accepted(res), res.body).toBe(true);
    const [stored] = await rowsOf<{ id: number }>(
      t.database,
      sql`select id from content_files order by id desc limit 1`,
    );
    const file = await t.app.inject(as(owner, { method: 'GET', url: `/api/v1/content-files/${stored!.id}` }));
    expect(file.rawPayload.equals(lie.bytes)).toBe(true);
    expect(file.headers['content-type']).toBe('image/gif');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(String(file.headers['content-disposition'])).not.toContain('.html');
  });
});
