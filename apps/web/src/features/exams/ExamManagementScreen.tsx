import { Stack, Tabs } from '@mantine/core';
import './questions/mantine-styles.ts';
import { useSearchParams } from 'react-router';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMenuAccess } from '../../lib/access.ts';
import { tExams } from '../../lib/i18n/exams.ts';
import { tQuestions } from '../../lib/i18n/questions.ts';
import ExamScreen from './ExamScreen.tsx';
import { QuestionBankTab } from './questions/QuestionBankTab.tsx';

/** ExamManagementSystem: the exams, and the question bank beside them (`?tab=questions`, decision 076). */
export default function ExamManagementScreen() {
  const { denied, canManage } = useMenuAccess('ExamManagementSystem');
  const [params, setParams] = useSearchParams();
  if (denied) return <NoAccess />;
  const tab = params.get('tab') === 'questions' ? 'questions' : 'exams';
  const show = (value: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (value === 'questions') copy.set('tab', value);
        else copy.delete('tab');
        return copy;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg">
      <PageHeader title={tExams.screen.title} intro={tExams.screen.intro} />
      <Tabs value={tab} onChange={show} keepMounted={false}>
        <Tabs.List aria-label={tQuestions.tabs.label} mb="lg">
          <Tabs.Tab value="exams">{tQuestions.tabs.exams}</Tabs.Tab>
          <Tabs.Tab value="questions">{tQuestions.tabs.questions}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="exams">
          <ExamScreen />
        </Tabs.Panel>
        <Tabs.Panel value="questions">
          <QuestionBankTab canManage={canManage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
