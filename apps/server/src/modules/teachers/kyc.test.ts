import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { KYC_FILE_MAX_BYTES } from '@kaksha/contracts';
import { buildApp } from '../../app.ts';
import { loadSettings } from '../../config.ts';
import { appPerFile, as, expectRefusedField, registerAndLogin, rowsOf } from '../../../test/harness.ts';
import type { Account } from '../../../test/harness.ts';
import {
  JPEG,
  PDF,
  PNG,
  aadhaar,
  badAadhaar,
  creator,
  makeStaff,
  makeTeacher,
  multipart,
} from '../../../test/helpers/teachers.ts';

const t = appPerFile({ env: { KYC_KEY: Buffer.alloc(32, 7).toString('base64') } });

type File = { name: string; type: string; bytes: Buffer };
const pdf: File = { name: 'pan.pdf', type: 'application/pdf', bytes: PDF };

function submit(
  account: Account,
  teacherId: number | string,
  fields: Record<string, string> = {},
  file: File | null = pdf,
) {
  return t.app.inject(
    as(account, {
      method: 'POST',
      url: '/api/submitKYC',
      ...multipart(
        {
          ...creator(account),
          teacherID: String(teacherId),
          KYCType: 'PAN',
          DocNumber: 'ABCPE1234F',
          Remarks: 'Verified against the original',
          ...fields,
        },
        file ? { field: 'attachment', ...file } : undefined,
      ),
    }),
  );
}
const details = (account: Account, TeacherID: number | string) =>
  t.app.inject(as(account, { method: 'POST', url: '/api/getKYCDetails', payload: { TeacherID } }));
const action = (account: Account, teacherId: number, kycId: number, what: 'reveal' | 'download') =>
  t.app.inject(as(account, { method: 'POST', url: `/api/v1/teachers/${teacherId}/kyc/${kycId}/${what}` }));

describe('POST /api/submitKYC and /api/getKYCDetails', () => {
  it('stores a document and lists it with the number masked', async () => {
    const owner = await registerAndLogin(t.app);
    const teacher = await makeTeacher(t, owner);
    expect((await details(owner, teacher.id)).json()).toEqual({ respCode: '0', kycDetails: [], respMsg: '' });
    const res = await submit(owner, teacher.id, { DocNumber: 'abcpe 1234 f' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, message: 'KYC details submitted successfully.' });
    const list = await details(owner, String(teacher.id));
    expect(list.json()).toEqual({
      respCode: '0',
      respMsg: '',
      kycDetails: [
        {
          id: expect.any(Number),
          KYCType: 'PAN',
          DocNumber: 'XXXXXX234F',
          FileType: 'application/pdf',
          FileSize: PDF.length,
          Remarks: 'Verified against the original',
          CreatedBy: 'Admin',
          CreatedOn: expect.any(String),
        },
      ],
    });
    expect(list.body).not.toContain('ABCPE1234F');
    const [entry] = await rowsOf<{ action: string; summary: Record<string, unknown> }>(
      t.database,
      sql`select action, summary from audit_log where area = 'teacher-kyc' and user_id = ${owner.userId}`,
    );
    expect(entry).toEqual({
      action: 'create',
      summary: {
        teacherId: teacher.id,
        KYCType: 'PAN',
        DocNumber: 'XXXXXX234F',
        FileType: 'application/pdf',
        FileSize: PDF.length,
      },
    });
  });

  it('keeps no plaintext in the database: no file signature, no document number', async () => {
    const owner = await registerAndLogin(t.app);
    const teacher = await makeTeacher(t, owner);
    const number = aadhaar('98765432109');
    expect(
      (
        await submit(
          owner,
          teacher.id,
          { KYCType: 'Aadhar', DocNumber: number },
          { name: 'a.jpg', type: 'image/jpeg', bytes: JPEG },
        )
      ).statusCode,
    ).toBe(200);
    expect((await submit(owner, teacher.id, {}, pdf)).statusCode).toBe(200);
    expect(
      (
        await submit(
          owner,
          teacher.id,
          { KYCType: 'Passport', DocNumber: 'K1234567' },
          { name: 'p.png', type: 'image/png', bytes: PNG },
        )
      ).statusCode,
    ).toBe(200);

    const rows = await rowsOf<{
      doc_number: Buffer | Uint8Array;
      file: Buffer | Uint8Array;
      row_text: string;
    }>(
      t.database,
      sql`select k.doc_number, k.file, k::text as row_text from teacher_kyc k join teachers t on t.id = k.teacher_id where t.id = ${teacher.id}`,
    );
    expect(rows).toHaveLength(3);
    const signatures = [
      Buffer.from('%PDF'),
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    ];
    for (const row of rows) {
      const stored = [Buffer.from(row.doc_number), Buffer.from(row.file)];
      for (const bytes of stored) {
        for (const signature of signatures) expect(bytes.includes(signature)).toBe(false);
        for (const secret of [number, 'ABCPE1234F', 'K1234567', number.slice(-4), '234F'])
          expect(bytes.includes(Buffer.from(secret))).toBe(false);
      }
      // The file's body does not survive either (the PDF's run of spaces, the JPEG's 7s).
      expect(Buffer.from(row.file).includes(Buffer.alloc(32, 0x20))).toBe(false);
      expect(Buffer.from(row.file).includes(Buffer.alloc(32, 7))).toBe(false);
      for (const secret of [number, 'ABCPE1234F', 'K1234567']) expect(row.row_text).not.toContain(secret);
    }
    const audit = await rowsOf<{ summary: unknown }>(
      t.database,
      sql`select summary from audit_log where user_id = ${owner.userId}`,
    );
    expect(JSON.stringify(audit)).not.toContain(number);
    expect(JSON.stringify(audit)).not.toContain('ABCPE1234F');
  });

  it.each([
    ['PAN', 'ABCPE1234F', true],
    ['PAN', 'ABCDE1234', false],
    ['PAN', 'ABCXE1234F', false],
    ['Aadhar', aadhaar(), true],
    ['Aadhar', aadhaar().replace(/(\d{4})(\d{4})(\d{4})/, '$1 $2 $3'), true],
    ['Aadhar', badAadhaar(), false],
    ['Aadhar', '12345678901', false],
    ['Aadhar', `1${aadhaar().slice(1)}`, false],
    ['Driving License', 'MH14 20110062821', true],
    ['Driving License', 'MH-1420110062821', true],
    ['Driving License', 'MH142011006', false],
    ['Passport', 'K1234567', true],
    ['Passport', 'Q1234567', false],
    ['Passport', 'K123456', false],
    ['Voter ID', 'ABC1234567', true],
    ['Voter ID', 'AB12345678', false],
  ])('checks a %s number (%s → %s)', async (KYCType, DocNumber, valid) => {
    const owner = await registerAndLogin(t.app);
    const teacher = await makeTeacher(t, owner);
    const res = await submit(owner, teacher.id, { KYCType, DocNumber });
    if (valid) {
      expect(res.statusCode).toBe(200);
    } else {
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fieldErrors)).toEqual(['DocNumber']);
      expect((await details(owner, teacher.id)).json().kycDetails).toEqual([]);
    }
  });

  it.each([
    [{ KYCType: '' }, 'KYCType'],
    [{ KYCType: 'Ration Card' }, 'KYCType'],
    [{ DocNumber: '' }, 'DocNumber'],
    [{ Remarks: '' }, 'Remarks'],
    [{ teacherID: '' }, 'teacherID'],
  ])('requires every field: refuses %j', async (change, field) => {
    const owner = await registerAndLogin(t.app);
    const teacher = await makeTeacher(t, owner);
    const res = await submit(owner, teacher.id, change);
    expectRefusedField(res, field);
  });

  it('decides the file type by its bytes, and refuses none, another kind, or one over 5 MB', async () => {
    const owner = await registerAndLogin(t.app);
    const teacher = await makeTeacher(t, owner);
    const none = await submit(owner, teacher.id, {}, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ attachment: 'Please attach the document.' });
    const html = await submit(
      owner,
      teacher.id,
      {},
      { name: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('<html><script>alert(1)</script>') },
    );
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe('The document must be a PDF, JPEG or PNG file.');
    const big = await submit(
      owner,
      teacher.id,
      {},
      {
        name: 'big.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([PDF, Buffer.alloc(KYC_FILE_MAX_BYTES - PDF.length + 1)]),
      },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The document must be 5 MB or smaller.');
    const exact = await submit(
      owner,
      teacher.id,
      {},
      {
        name: 'max.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([PDF, Buffer.alloc(KYC_FILE_MAX_BYTES - PDF.length)]),
      },
    );
    expect(exact.statusCode).toBe(200);
    const json = await t.app.inject(
      as(owner, { method: 'POST', url: '/api/submitKYC', payload: { teacherID: teacher.id } }),
    );
    expect(json.statusCode).toBe(415);
  });

  it('keeps one document per type; removing it frees the type', async () => {
    const owner = await registerAndLogin(t.app);
    const teacher = await makeTeacher(t, owner);
    await submit(owner, teacher.id);
    const again = await submit(owner, teacher.id);
    expect(again.statusCode).toBe(409);
    const id = (await details(owner, teacher.id)).json().kycDetails[0].id;
    expect(
      (await t.app.inject(as(owner, { method: 'DELETE', url: `/api/v1/teachers/${teacher.id}/kyc/${id}` })))
        .statusCode,
    ).toBe(204);
    expect((await submit(owner, teacher.id)).statusCode).toBe(200);
  });

  it('refuses a body naming another organisation or another account', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const teacher = await makeTeacher(t, owner);
    const changes: Record<string, string>[] = [
      { SUCode: other.suCode },
      { EmailID: other.email },
      { CreatedBy: 'Student' },
    ];
    for (const change of changes) {
      expect((await submit(owner, teacher.id, change)).statusCode).toBe(403);
    }
    expect((await details(owner, teacher.id)).json().kycDetails).toEqual([]);
  });
});

describe('revealing a number and downloading a file', () => {
  it('are explicit actions written to the audit log', async () => {
    const owner = await registerAndLogin(t.app);
    const teacher = await makeTeacher(t, owner);
    await submit(owner, teacher.id, { KYCType: 'Voter ID', DocNumber: 'xyz1234567' });
    const id = (await details(owner, teacher.id)).json().kycDetails[0].id;

    const reveal = await action(owner, teacher.id, id, 'reveal');
    expect(reveal.json()).toEqual({ id, KYCType: 'Voter ID', DocNumber: 'XYZ1234567' });

    const download = await action(owner, teacher.id, id, 'download');
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="teacher-${teacher.id}-voter-id.pdf"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });

    const audit = await rowsOf<{ action: string; entity_id: string; summary: Record<string, unknown> }>(
      t.database,
      sql`select action, entity_id, summary from audit_log where area = 'teacher-kyc' and user_id = ${owner.userId} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'reveal', 'download']);
    expect(audit[1]).toEqual({
      action: 'reveal',
      entity_id: String(id),
      summary: { teacherId: teacher.id, KYCType: 'Voter ID', DocNumber: 'XXXXXX4567' },
    });
  });

  it('need the manage level of Panels; a viewer sees masked numbers only', async () => {
    const owner = await registerAndLogin(t.app);
    const teacher = await makeTeacher(t, owner);
    await submit(owner, teacher.id);
    const id = (await details(owner, teacher.id)).json().kycDetails[0].id;
    const viewer = await makeStaff(t, owner, { Panels: 'view' });
    expect((await details(viewer, teacher.id)).json().kycDetails[0].DocNumber).toBe('XXXXXX234F');
    expect((await action(viewer, teacher.id, id, 'reveal')).statusCode).toBe(403);
    expect((await action(viewer, teacher.id, id, 'download')).statusCode).toBe(403);
    expect(
      (await submit(viewer, teacher.id, { KYCType: 'Passport', DocNumber: 'K1234567' })).statusCode,
    ).toBe(403);
  });
});

describe('another organisation’s teacher', () => {
  it('is not found for every KYC call, and nothing of it shows', async () => {
    const owner = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const mine = await makeTeacher(t, owner);
    const theirs = await makeTeacher(t, other);
    await submit(other, theirs.id, { Remarks: 'Secret remark' });
    const theirKyc = (await details(other, theirs.id)).json().kycDetails[0].id;
    for (const res of [
      await details(owner, theirs.id),
      await submit(owner, theirs.id),
      await action(owner, theirs.id, theirKyc, 'reveal'),
      await action(owner, theirs.id, theirKyc, 'download'),
      await action(owner, mine.id, theirKyc, 'reveal'),
      await action(owner, mine.id, theirKyc, 'download'),
      await t.app.inject(as(owner, { method: 'DELETE', url: `/api/v1/teachers/${mine.id}/kyc/${theirKyc}` })),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Secret');
      expect(res.body).not.toContain('ABCPE');
      expect(res.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    }
    expect((await details(other, theirs.id)).json().kycDetails).toHaveLength(1);
  });
});

describe('a node with another KYC_KEY', () => {
  it('does not start on a database whose documents were sealed with another key, and says which setting', async () => {
    const owner = await registerAndLogin(t.app);
    const teacher = await makeTeacher(t, owner);
    expect((await submit(owner, teacher.id)).statusCode).toBe(200);
    const node = (key: Buffer) =>
      buildApp({
        settings: loadSettings({
          LOG_LEVEL: 'silent',
          DATA_DIR: '/tmp/kaksha-unused',
          KYC_KEY: key.toString('base64'),
        }),
        database: t.database,
        logger: false,
      });
    await expect(node(Buffer.alloc(32, 8))).rejects.toThrow(
      /KYC_KEY: the KYC documents in this database were sealed with another key/,
    );
    const { app: same } = await node(Buffer.alloc(32, 7));
    await same.close();
  });
});
