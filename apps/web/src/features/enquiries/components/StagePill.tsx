import type { EnquiryStage } from '@kaksha/contracts';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { t } from '../../../lib/i18n/index.ts';

/** Admitted in green, lost in grey (with its reason), every open stage in blue (someone is on it). */
export function StagePill({ stage, reason }: { stage: EnquiryStage; reason?: string }) {
  return (
    <StatusPill active={stage === 'admitted'} pending={stage !== 'admitted' && stage !== 'lost'}>
      {t.enquiries.stages[stage]}
      {stage === 'lost' && reason ? `: ${reason}` : ''}
    </StatusPill>
  );
}
