import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E } from '../env.ts';
import { browserWithCamera, y4mOfPdf } from '../fake-camera.ts';
import {
  expect,
  expectAccessible,
  noSidewaysScroll,
  pageOfNewOwner,
  screenshots,
  test,
} from '../fixtures.ts';
import { institute } from './attendance-setup.ts';

test.describe('attendance: the gate', () => {
  test('a printed ID card held up to the camera records the arrival; a repeat and a typed number too', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { page } = await pageOfNewOwner(browser, 'attendance-gate');
    const { students } = await institute(page);
    const [asha, bala] = students;

    // Asha's printed ID card, as the camera would see it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaksha-gate-'));
    const card = await page.request.get(`/api/v1/students/${asha!.id}/id-card.pdf`);
    expect(card.status()).toBe(200);
    fs.writeFileSync(path.join(dir, 'card.pdf'), await card.body());
    const clip = y4mOfPdf(path.join(dir, 'card.pdf'), 200, path.join(dir, 'card.y4m'));

    // The gate's device: a browser whose camera shows the card, signed in as the same person.
    const camera = await browserWithCamera(clip);
    try {
      const context = await camera.newContext({
        baseURL: E2E.baseUrl,
        viewport: { width: 1280, height: 800 },
        reducedMotion: 'reduce',
        storageState: await page.context().storageState(),
      });
      const gate = await context.newPage();
      await gate.goto('/adminhome?form=Attendance');
      await gate.locator('label', { hasText: 'Gate' }).click();
      await expect(gate.getByRole('heading', { name: 'Arrivals at the gate' })).toBeVisible();
      await gate.getByRole('button', { name: 'Start the camera' }).click();
      await expect(
        gate.getByText(new RegExp(`^${asha!.name} \\(${asha!.admissionNumber}\\) arrived at`)),
      ).toBeVisible({
        timeout: 20_000,
      });
      const table = gate.getByRole('table', { name: 'Today’s arrivals' });
      await expect(
        table.getByRole('row', { name: new RegExp(asha!.name) }).getByText('Card scanned'),
      ).toBeVisible();
      await screenshots(gate, 'attendance-gate-scan');
      await gate.getByRole('button', { name: 'Stop the camera' }).click();

      // A forgotten card: the admission number typed; typed again at once, it is a repeat.
      const typed = gate.getByRole('textbox', { name: 'Admission number' });
      await typed.fill(bala!.admissionNumber);
      await gate.getByRole('button', { name: 'Record arrival' }).click();
      await expect(
        gate.getByText(new RegExp(`^${bala!.name} \\(${bala!.admissionNumber}\\) arrived at`)),
      ).toBeVisible();
      await typed.fill(bala!.admissionNumber);
      await gate.getByRole('button', { name: 'Record arrival' }).click();
      await expect(gate.getByText(/was already recorded at .*: not recorded again\./)).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(3);

      // A number nobody has is refused in words.
      await typed.fill('NO-SUCH-1');
      await gate.getByRole('button', { name: 'Record arrival' }).click();
      await expect(gate.getByRole('alert')).toContainText('No student has the admission number NO-SUCH-1.');

      await expectAccessible(gate);
      await screenshots(gate, 'attendance-gate');
      await gate.setViewportSize({ width: 375, height: 812 });
      await noSidewaysScroll(gate);
      await expectAccessible(gate);
    } finally {
      await camera.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
