import { LearningViewScreen } from './LearningViewScreen.tsx';

/** The LMS screen (FrmName LMS). */
export default function LMSScreen() {
  return <LearningViewScreen frmName="LMS" />;
}
