import type { EnquiryStage } from '@kaksha/contracts';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';

/** Admitted in green, lost in grey (with its reason), every open stage in blue (someone is on it). */
export function StagePill({ stage, reason }: { stage: EnquiryStage; reason?: string }) {
  return (
    <StatusPill active={stage === 'admitted'} pending={stage !== 'admitted' && stage !== 'lost'}>
      {tEnquiries.stages[stage]}
      {stage === 'lost' && reason ? `: ${reason}` : ''}
    </StatusPill>
  );
}
