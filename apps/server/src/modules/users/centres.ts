import type { Executor } from '../../db/client.ts';
import { activeCentreRefs, centresByCodes } from '../centres/service.ts';

export interface CentreOption {
  code: string;
  name: string;
}

/**
 * Where the users area learns which centres an organisation has (a staff user is placed in some).
 * Centres belong to the centres area (issue 4); this is the only place that asks it, through its
 * service. Staff placements live in user_centres, which the centres area's CentreAsignment screen
 * also edits.
 */
export interface CentreDirectory {
  /** The organisation's active centres, for the picker and for new placements. */
  list(db: Executor, organisationId: number): Promise<CentreOption[]>;
  /** The organisation's centres (active or not) among these codes, under their stored (upper-case) codes. */
  byCodes(
    db: Executor,
    organisationId: number,
    codes: string[],
  ): Promise<(CentreOption & { active: boolean })[]>;
}

export const centreDirectory: CentreDirectory = {
  list: async (db, organisationId) =>
    (await activeCentreRefs(db, organisationId)).map((c) => ({ code: c.CentreCode, name: c.CentreName })),
  byCodes: async (db, organisationId, codes) =>
    (await centresByCodes(db, organisationId, codes)).map((c) => ({
      code: c.centreCode,
      name: c.centreName,
      active: c.active,
    })),
};
