import type { Executor } from '../../db/client.ts';
import { demoOrganisationId } from '../../db/demo-seed.ts';
import { writeSettings } from './repository.ts';

/** The demo institute is set up already: its details are filled in and first-run setup is closed. */
export async function seedDemoInstitute(tx: Executor, suCode: string) {
  const organisationId = await demoOrganisationId(tx, suCode);
  const now = new Date();
  await writeSettings(tx, organisationId, {
    address: '12 MG Road, Pune 411001',
    phone: '02026123456',
    email: 'office@demo.kaksha.local',
    // Receipts carry a QR code that pays the balance to it.
    upiId: 'demoinstitute@okaxis',
    nameConfirmedAt: now,
    academicYearConfirmedAt: now,
    onboardingDismissedAt: now,
  });
}
