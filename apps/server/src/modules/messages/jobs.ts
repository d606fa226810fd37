import { defineJob } from '../../lib/jobs/definitions.ts';
import type { AnyJob } from '../../lib/jobs/runner.ts';
import type { Courier } from './courier.ts';

/** Messages' background work (decision 062). */
export function messageJobs(courier: Courier): AnyJob[] {
  return [
    // Messages that fell due (a retry, the end of quiet hours); new ones go at once (courier.wake).
    defineJob({
      name: 'messages.deliver-due',
      title: 'Scheduled messages',
      scope: 'installation',
      schedule: { everySeconds: 10 },
      run: async () => ({ sent: await courier.deliverDue() }),
    }),
  ] as AnyJob[];
}
