import { LearningViewScreen } from './LearningViewScreen.tsx';

/** The ClassVideo screen (FrmName ClassVideo). */
export default function ClassVideoScreen() {
  return <LearningViewScreen frmName="ClassVideo" />;
}
