import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { Notice } from '../../components/Notice.tsx';
import { useMenuAccess } from '../../lib/access.ts';
import { errorMessage } from '../../lib/api.ts';
import { useCurrentUser } from '../../lib/auth/session.ts';
import { tLearning } from '../../lib/i18n/learning.ts';
import type { SubjectCodes } from './api/keys.ts';
import { chapterDetailsPath } from './chapterDetailsPath.ts';
import { ChapterList } from './components/ChapterList.tsx';
import { WhereForm } from './components/WhereForm.tsx';
import './mantine-styles.ts';

const s = tLearning.manager;

/**
 * The chapter manager (FrmName ChapterDetails, /chapterdetails/{suCode}/{boardCode}/{classCode}/{subjectCode}):
 * the organisation, board, class and subject inputs with a back action; then the numbered chapters,
 * one open at a time with its topics, and each topic's content. Those who may only view the menu see
 * the same chapters, topics and content without a control that would change them.
 */
export default function ChapterDetailsScreen() {
  const params = useParams();
  const user = useCurrentUser();
  const access = useMenuAccess('ChapterDetails');
  const { canManage } = access;
  const fromRoute = params.suCode !== undefined;
  const subject: SubjectCodes | null =
    params.suCode && params.boardCode && params.classCode && params.subjectCode
      ? {
          suCode: params.suCode,
          boardCode: params.boardCode,
          classCode: params.classCode,
          subjectCode: params.subjectCode,
        }
      : null;

  return (
    <Stack gap="lg" maw={1100}>
      <Title order={2}>{s.title}</Title>
      <WhereForm
        // Not the chapter list's key: siblings with one key are not told apart.
        key={subject ? `where ${chapterDetailsPath(subject)}` : 'none'}
        initial={subject}
        suCode={params.suCode ?? user.SUCode}
        canManage={canManage}
      />
      {fromRoute && !subject && <Notice tone="error">{tLearning.common.missingParameters}</Notice>}
      {subject && access.loading && <Text role="status">{tLearning.common.loading}</Text>}
      {subject && access.error && <Notice tone="error">{errorMessage(access.error)}</Notice>}
      {subject && !access.loading && !access.error && (
        <ChapterList key={chapterDetailsPath(subject)} subject={subject} canManage={canManage} />
      )}
    </Stack>
  );
}
