import type { Db } from '../../db/client.ts';
import type { Caller } from '../../lib/caller.ts';
import { isWebUrl } from '../../lib/urls.ts';
import * as repo from './repository.ts';

/** The organisation's payroll video; anything but an http(s) URL counts as none. */
export async function payrollVideo(db: Db, caller: Caller): Promise<string | null> {
  const url = await repo.findPayrollVideo(db, caller.organisationId);
  return url && isWebUrl(url) ? url : null;
}
