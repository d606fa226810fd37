import { LearningViewScreen } from './LearningViewScreen.tsx';

/** The SimulationVideo screen (FrmName SimulationVideo). */
export default function SimulationVideoScreen() {
  return <LearningViewScreen frmName="SimulationVideo" />;
}
