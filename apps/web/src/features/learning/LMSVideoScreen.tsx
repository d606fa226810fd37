import { LearningViewScreen } from './LearningViewScreen.tsx';

/** The LMS_Video screen (FrmName LMS_Video). */
export default function LMSVideoScreen() {
  return <LearningViewScreen frmName="LMS_Video" />;
}
