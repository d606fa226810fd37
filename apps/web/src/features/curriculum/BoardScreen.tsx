import { CurriculumScreen } from './CurriculumScreen.tsx';

/** The Board screen (FrmName Board). */
export default function BoardScreen() {
  return <CurriculumScreen kind="board" />;
}
