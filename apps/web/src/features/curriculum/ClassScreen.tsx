import { CurriculumScreen } from './CurriculumScreen.tsx';

/** The Class screen (FrmName Class). */
export default function ClassScreen() {
  return <CurriculumScreen kind="class" />;
}
