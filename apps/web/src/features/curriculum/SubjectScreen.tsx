import { CurriculumScreen } from './CurriculumScreen.tsx';

/** The Subject screen (FrmName Subject). */
export default function SubjectScreen() {
  return <CurriculumScreen kind="subject" />;
}
