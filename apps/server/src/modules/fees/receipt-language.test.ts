import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Receipt, StudentProfile } from '@kaksha/contracts';
import { appPerFile, caller, registerAndLogin } from '../../../test/harness.ts';
import { billedStudent, today } from '../../../test/helpers/fees.ts';
import { formatCalendarDate } from '@kaksha/contracts';

const t = appPerFile();
const call = caller(t);

/** The PDF's text in drawing order, white space as one space (each script's run is drawn apart). */
async function rawText(bytes: Buffer) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'receipt-'));
  try {
    await writeFile(path.join(dir, 'r.pdf'), bytes);
    return execFileSync('pdftotext', ['-raw', 'r.pdf', '-'], { cwd: dir, encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
  } finally {
    await rm(dir, { recursive: true });
  }
}

describe('the family’s language (decision 096)', () => {
  it('is kept on the guardian, and their receipt and its message are in it whoever sends them', async () => {
    const { owner, student } = await billedStudent(t, { name: 'Aarav Tripathi' });
    const url = `/api/v1/students/${student.id}`;
    const [guardian] = student.guardians;
    expect(guardian!.language).toBeNull();
    const { otherStudents: _o, id, ...rest } = guardian!;
    const saved = await call(owner, 'PUT', `${url}/guardians`, {
      guardians: [{ ...rest, id, language: 'hi' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const profile = (await call(owner, 'GET', url)).json() as StudentProfile;
    expect(profile.guardians[0]!.language).toBe('hi');
    // Anything but a language the portal writes is refused with the field named.
    const wrong = await call(owner, 'PUT', `${url}/guardians`, {
      guardians: [{ ...rest, id, language: 'fr' }],
    });
    expect(wrong.statusCode).toBe(400);

    // The staff member reads the portal in English.
    const receipt = (
      await call(owner, 'POST', `${url}/payments`, { amount: 2_600_000, mode: 'cash', receivedOn: today })
    ).json() as Receipt;
    const pdf = await call(owner, 'GET', `/api/v1/receipts/${receipt.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = await rawText(pdf.rawPayload);
    expect(text).toContain('फ़ीस रसीद');
    expect(text).toContain('छब्बीस हज़ार रुपये मात्र');
    expect(text).toContain(formatCalendarDate(today, 'hi').split(' ')[1]);
    expect(text).not.toContain('FEE RECEIPT');

    const sent = await call(owner, 'POST', `/api/v1/receipts/${receipt.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    const log = (await call(owner, 'GET', `/api/v1/messages?about=receipt:${receipt.id}`)).json() as {
      data: { language: string; body: string }[];
    };
    expect(log.data.length).toBeGreaterThan(0);
    for (const message of log.data) {
      expect(message.language).toBe('hi');
      // An SMS writes Rs. for ₹ (one part, not three).
      expect(message.body).toMatch(
        new RegExp(`${formatCalendarDate(today, 'hi')} को (₹|Rs\\. )26,000\\.00 प्राप्त हुए`),
      );
    }

    // Back to the institute's language when the desk clears it; another organisation sees none of it.
    await call(owner, 'PUT', `${url}/guardians`, { guardians: [{ ...rest, id, language: null }] });
    const english = await rawText(
      (await call(owner, 'GET', `/api/v1/receipts/${receipt.id}/pdf`)).rawPayload,
    );
    expect(english).toContain('FEE RECEIPT');
    const stranger = await registerAndLogin(t.app);
    expect((await call(stranger, 'GET', `/api/v1/receipts/${receipt.id}/pdf`)).statusCode).toBe(404);
  });
});
