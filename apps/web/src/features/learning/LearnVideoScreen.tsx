import { LearningViewScreen } from './LearningViewScreen.tsx';

/** The LearnVideo screen (FrmName LearnVideo). */
export default function LearnVideoScreen() {
  return <LearningViewScreen frmName="LearnVideo" />;
}
