import { useMemo, useState } from 'react';
import { Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { LEARNING_VIEWS, type LearningCatalogue, type LearningView } from '@kaksha/contracts';
import { Notice } from '../../components/Notice.tsx';
import { PageCount } from '../../components/PageCount.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage, isUnauthorized } from '../../lib/api.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tLearning } from '../../lib/i18n/learning.ts';
import {
  useLearningCatalogue,
  useLearningChapters,
  useLearningMedia,
  useLearningTopics,
} from './api/views.ts';
import { ContentButton } from './components/ContentButton.tsx';
import { ChevronIcon } from './components/icons.tsx';
import { useMediaViewer } from './components/MediaViewer.tsx';
import classes from './components/learning.module.css';
import './mantine-styles.ts';

const s = tLearning.views;
const PAGE_SIZE = 10;
type Combo = LearningCatalogue['data'][number];
type Frm = 'LMS' | 'LMS_Video' | 'LearnVideo' | 'ClassVideo' | 'SimulationVideo';

const unique = <T,>(items: T[], key: (item: T) => string) => [
  ...new Map(items.map((i) => [key(i), i])).values(),
];

/**
 * A learning view (LMS, LMS_Video, LearnVideo, ClassVideo, SimulationVideo): board → class → subject →
 * chapter → topic, then content opens in the viewer. The server lists only the view's content types.
 */
export function LearningViewScreen({ frmName }: { frmName: Frm }) {
  const view = LEARNING_VIEWS.find((v) => v.frmName === frmName)!;
  const text = tLearning.views[frmName];
  const catalogue = useLearningCatalogue(view.slug);
  const combos = useMemo(() => catalogue.data?.data ?? [], [catalogue.data]);
  const [board, setBoard] = useState('');
  const [klass, setKlass] = useState('');
  const [subject, setSubject] = useState('');

  const boards = unique(combos, (c) => c.boardCode);
  // Where there is only one choice, it is made.
  const onlyBoard = boards.length === 1 ? boards[0]!.boardCode : '';
  const chosenBoard = board || onlyBoard;
  const chosen =
    combos.find((c) => c.boardCode === chosenBoard && c.classCode === klass && c.subjectCode === subject) ??
    null;

  const label = (name: string, code: string) => `${name} (${code})`;
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={text.title} intro={text.intro} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          {catalogue.isPending && <Text role="status">{tLearning.common.loading}</Text>}
          {catalogue.isError && !isUnauthorized(catalogue.error) && (
            <Notice tone="error">{fmt(s.catalogueFailed, { message: errorMessage(catalogue.error) })}</Notice>
          )}
          {catalogue.data && combos.length === 0 && (
            <div role="status">
              <Text fw={600}>{s.nothing}</Text>
              <Text size="sm" c="dimmed">
                {s.nothingHint}
              </Text>
            </div>
          )}
          {combos.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <NativeSelect
                label={s.board}
                value={chosenBoard}
                onChange={(e) => {
                  setBoard(e.currentTarget.value);
                  setKlass('');
                  setSubject('');
                }}
                data={[
                  { value: '', label: s.pick },
                  ...boards.map((c) => ({ value: c.boardCode, label: label(c.boardName, c.boardCode) })),
                ]}
              />
              <NativeSelect
                label={s.class}
                value={klass}
                disabled={!chosenBoard}
                onChange={(e) => {
                  setKlass(e.currentTarget.value);
                  setSubject('');
                }}
                data={[
                  { value: '', label: s.pick },
                  ...unique(
                    combos.filter((c) => c.boardCode === chosenBoard),
                    (c) => c.classCode,
                  ).map((c) => ({
                    value: c.classCode,
                    label: label(c.className, c.classCode),
                  })),
                ]}
              />
              <NativeSelect
                label={s.subject}
                value={subject}
                disabled={!klass}
                onChange={(e) => setSubject(e.currentTarget.value)}
                data={[
                  { value: '', label: s.pick },
                  ...combos
                    .filter((c) => c.boardCode === chosenBoard && c.classCode === klass)
                    .map((c) => ({ value: c.subjectCode, label: label(c.subjectName, c.subjectCode) })),
                ]}
              />
            </SimpleGrid>
          )}
          {combos.length > 0 && !chosen && <Text size="sm">{s.chooseSubject}</Text>}
        </Stack>
      </Paper>
      {chosen && (
        <ChapterBrowser
          key={`${chosen.boardCode}|${chosen.classCode}|${chosen.subjectCode}`}
          view={view}
          combo={chosen}
        />
      )}
    </Stack>
  );
}

function ChapterBrowser({ view, combo }: { view: LearningView; combo: Combo }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [search] = useDebouncedValue(q.trim(), 300);
  const codes = { boardCode: combo.boardCode, classCode: combo.classCode, subjectCode: combo.subjectCode };
  const chapters = useLearningChapters(view.slug, {
    ...codes,
    page,
    pageSize: PAGE_SIZE,
    q: search || undefined,
  });
  const data = chapters.data;

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={3} size="h4">
            {combo.subjectName}{' '}
            <Text span c="dimmed" size="sm" fw={400}>
              {combo.boardName} · {combo.className}
            </Text>
          </Title>
          <TextInput
            label={s.search}
            type="search"
            value={q}
            onChange={(e) => {
              setQ(e.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: '0 1 16rem' }}
          />
        </Group>
        {chapters.isPending && <Text role="status">{tLearning.common.loading}</Text>}
        {chapters.isError && !isUnauthorized(chapters.error) && (
          <Notice tone="error">
            {tLearning.manager.fetchChaptersFailed}: {errorMessage(chapters.error)}
          </Notice>
        )}
        {data && data.total === 0 && <Text role="status">{search ? s.noChapters : s.nothing}</Text>}
        {data && data.data.length > 0 && (
          <ol className={classes.list} aria-label={s.chapters} aria-busy={chapters.isFetching}>
            {data.data.map((chapter) => {
              const isOpen = open === chapter.ChapterCode;
              const panelId = `${view.slug}-chapter-${chapter.ChapterCode}`;
              return (
                <li key={chapter.ChapterCode} className={classes.chapter} data-open={isOpen || undefined}>
                  <div className={classes.chapterHead}>
                    <button
                      type="button"
                      className={classes.toggle}
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => setOpen(isOpen ? null : chapter.ChapterCode)}
                    >
                      <ChevronIcon open={isOpen} />
                      <span className={classes.serial}>{chapter.ChapterSlNo}.</span>
                      <span className={classes.name}>{chapter.ChapterName}</span>
                      <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                        {chapter.contentCount === 1 ? s.itemsOne : fmt(s.items, { n: chapter.contentCount })}
                      </Text>
                    </button>
                  </div>
                  {isOpen && (
                    <div id={panelId} className={classes.body}>
                      <TopicBrowser view={view} codes={{ ...codes, chapterCode: chapter.ChapterCode }} />
                    </div>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {data && data.total > PAGE_SIZE && (
          <PageCount
            page={page}
            pageSize={PAGE_SIZE}
            total={data.total}
            onPageChange={setPage}
            showing={tLearning.common.showing}
            pagesLabel={fmt(tLearning.common.pages, { what: s.chapters.toLowerCase() })}
          />
        )}
      </Stack>
    </Paper>
  );
}

function TopicBrowser({
  view,
  codes,
}: {
  view: LearningView;
  codes: { boardCode: string; classCode: string; subjectCode: string; chapterCode: string };
}) {
  const topics = useLearningTopics(view.slug, codes);
  const media = useLearningMedia(view.slug);
  const viewer = useMediaViewer();

  if (topics.isPending)
    return (
      <Text size="sm" role="status">
        {tLearning.common.loading}
      </Text>
    );
  if (topics.isError)
    return (
      <Notice tone="error">
        {tLearning.manager.fetchTopicsFailed}: {errorMessage(topics.error)}
      </Notice>
    );
  if (topics.data.data.length === 0) return <Text size="sm">{tLearning.manager.noTopics}</Text>;
  return (
    <>
      <ol className={classes.list}>
        {topics.data.data.map((topic) => (
          <li key={topic.TopicCode} className={classes.topic}>
            <div className={classes.topicHead}>
              <span className={classes.serial}>{topic.TopicSLNo}.</span>
              <Text fw={600} size="sm" className={classes.topicName}>
                {topic.TopicName}
              </Text>
            </div>
            <div className={classes.contentPanel}>
              {topic.contents.length === 0 ? (
                <Text size="sm">{tLearning.manager.noContent}</Text>
              ) : (
                <Group gap="xs">
                  {topic.contents.map((item) => (
                    <ContentButton
                      key={item.ContentSLNo}
                      type={item.ContentType}
                      name={item.ContentName}
                      loading={
                        media.isPending &&
                        media.variables?.topicCode === topic.TopicCode &&
                        media.variables.contentSLNo === item.ContentSLNo
                      }
                      onClick={() =>
                        media.mutate(
                          { ...codes, topicCode: topic.TopicCode, contentSLNo: item.ContentSLNo },
                          {
                            onSuccess: viewer.open,
                            onError: (error) => {
                              if (!isUnauthorized(error))
                                viewer.fail(
                                  item.ContentName,
                                  fmt(tLearning.viewer.failed, { message: errorMessage(error) }),
                                );
                            },
                          },
                        )
                      }
                    />
                  ))}
                </Group>
              )}
            </div>
          </li>
        ))}
      </ol>
      {viewer.viewer}
    </>
  );
}
