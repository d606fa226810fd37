import { useState, type DragEvent, type ReactNode } from 'react';
import { Anchor, Button, Menu, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import {
  ENQUIRY_MOVES,
  type EnquiryBoard as Board,
  type EnquiryBoardQuery,
  type EnquiryCard,
  type EnquiryStage,
} from '@kaksha/contracts';
import { FormModal } from '../../../components/FormModal.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';
import { useEnquiryBoard, useMoreCards, useMoveEnquiry } from '../api/enquiries.ts';
import { admitHref } from './EnquiryDrawer.tsx';
import { MoveForm } from './MoveForm.tsx';
import { NextFollowUp } from './NextFollowUp.tsx';
import classes from './enquiries.module.css';
import { MobileNumber } from '../../../components/MobileNumber.tsx';

const s = tEnquiries.board;

/**
 * The board: a column per stage with its newest cards. A card is dragged to another column, or moved
 * with its Move menu (keyboards and phones); Lost asks for the reason, Admitted opens the admission form.
 */
export function EnquiryBoard({
  query,
  canManage,
  canAdmit,
  onOpen,
}: {
  query: EnquiryBoardQuery;
  canManage: boolean;
  canAdmit: boolean;
  onOpen: (id: number) => void;
}) {
  const board = useEnquiryBoard(query);
  const formats = useFormats();
  const total = (column: { total: number; totalCapped: boolean }) =>
    formats.count(column.total, column.totalCapped);
  const move = useMoveEnquiry();
  const navigate = useNavigate();
  const [dragged, setDragged] = useState<EnquiryCard | null>(null);
  const [over, setOver] = useState<EnquiryStage | null>(null);
  const [losing, setLosing] = useState<EnquiryCard | null>(null);
  const [message, setMessage] = useState<FormMessage | null>(null);

  const targets = (card: EnquiryCard): EnquiryStage[] => [
    ...ENQUIRY_MOVES[card.stage],
    ...(canAdmit && card.stage !== 'admitted' && card.stage !== 'lost' ? (['admitted'] as const) : []),
  ];
  const moveTo = (card: EnquiryCard, stage: EnquiryStage) => {
    if (stage === card.stage) return;
    if (stage === 'admitted') return void navigate(admitHref(card.id));
    if (stage === 'lost') return setLosing(card);
    setMessage(null);
    move.mutate(
      { id: card.id, move: { stage, lostReason: '' } },
      {
        onSuccess: (saved) =>
          setMessage({
            tone: 'success',
            text: fmt(s.moved, { name: saved.studentName, stage: tEnquiries.stages[saved.stage] }),
          }),
        onError: (error) => {
          if (!isUnauthorized(error)) setMessage(failure(s.failed, error));
        },
      },
    );
  };
  const drop = (stage: EnquiryStage) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    if (dragged && targets(dragged).includes(stage)) moveTo(dragged, stage);
    setDragged(null);
  };

  const renderCard = (card: EnquiryCard) => (
    <article
      key={card.id}
      className={classes.card}
      draggable={canManage}
      data-dragging={dragged?.id === card.id ? true : undefined}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(card.id));
        setDragged(card);
      }}
      onDragEnd={() => {
        setDragged(null);
        setOver(null);
      }}
      aria-label={card.studentName}
    >
      <Anchor component="button" type="button" fw={600} size="sm" onClick={() => onOpen(card.id)}>
        {card.studentName}
      </Anchor>
      <Text size="xs">
        {card.guardianName && `${card.guardianName}, `}
        <MobileNumber e164={card.mobile} />
      </Text>
      <Text size="xs" c="dimmed">
        {tEnquiries.sources[card.source]}
        {card.ownerName && ` · ${card.ownerName}`}
      </Text>
      {card.nextFollowUp && (
        <Text size="xs">
          <NextFollowUp day={card.nextFollowUp} />
        </Text>
      )}
      {canManage && targets(card).length > 0 && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              size="compact-xs"
              variant="subtle"
              mt={4}
              aria-label={fmt(s.moveFor, { name: card.studentName })}
            >
              {s.move}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {targets(card).map((stage) => (
              <Menu.Item key={stage} onClick={() => moveTo(card, stage)}>
                {tEnquiries.stages[stage]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </article>
  );

  if (board.isError) return <Notice tone="error">{s.loadFailed}</Notice>;
  return (
    <Stack gap="sm">
      {canManage && (
        <Text size="sm" c="dimmed">
          {s.hint}
        </Text>
      )}
      <FormNotice message={message} />
      <div className={classes.board} role="list" aria-label={s.label} aria-busy={board.isPending}>
        {board.data?.columns.map((column) => {
          const accepts = dragged !== null && targets(dragged).includes(column.stage);
          return (
            <section
              key={column.stage}
              role="listitem"
              aria-label={`${tEnquiries.stages[column.stage]} (${total(column)})`}
              className={classes.column}
              data-over={over === column.stage && accepts ? true : undefined}
              onDragOver={(event) => {
                if (!accepts) return;
                event.preventDefault();
                setOver(column.stage);
              }}
              onDragLeave={() => setOver((current) => (current === column.stage ? null : current))}
              onDrop={drop(column.stage)}
            >
              <Title order={3} size="h6">
                {tEnquiries.stages[column.stage]} · {total(column)}
              </Title>
              {column.cards.length === 0 && (
                <Text size="xs" c="dimmed">
                  {s.empty}
                </Text>
              )}
              {column.cards.map(renderCard)}
              {/* Another filter starts the column again at its first cards. */}
              <MoreCards key={JSON.stringify(query)} query={query} column={column} renderCard={renderCard} />
            </section>
          );
        })}
      </div>
      <FormModal
        opened={losing !== null}
        onClose={() => setLosing(null)}
        title={losing ? fmt(tEnquiries.detail.title, { name: losing.studentName }) : ''}
        size="md"
      >
        {losing && (
          <MoveForm
            enquiry={losing}
            initialStage="lost"
            onMoved={(text) => {
              setLosing(null);
              setMessage({ tone: 'success', text });
            }}
          />
        )}
      </FormModal>
    </Stack>
  );
}

/**
 * A column's cards past the board's first, and "Show more" while the stage holds more: each press
 * brings the stage's next page of the list (newest first). A card the board already shows is not
 * shown twice (an enquiry that arrives between the two calls shifts the list's pages by one).
 */
function MoreCards({
  query,
  column,
  renderCard,
}: {
  query: EnquiryBoardQuery;
  column: Board['columns'][number];
  renderCard: (card: EnquiryCard) => ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const more = useMoreCards(query, column.stage, wanted);
  const formats = useFormats();
  const shown = new Set(column.cards.map((card) => card.id));
  const extra = (wanted ? (more.data?.pages ?? []) : [])
    .flatMap((page) => page.data)
    .filter((card) => !shown.has(card.id) && shown.add(card.id));
  const left = column.total - shown.size;
  // Until the first extra page has come, the button stays (loading, or to try again after a failure).
  const canAsk = left > 0 && (!wanted || !more.data || more.hasNextPage);
  const ask = () => (!wanted ? setWanted(true) : more.data ? more.fetchNextPage() : more.refetch());
  return (
    <>
      {extra.map(renderCard)}
      {more.isError && (
        <Text size="xs" c="red.8">
          {s.moreFailed}
        </Text>
      )}
      {canAsk && (
        <Button size="compact-xs" variant="subtle" loading={more.isFetching} onClick={() => void ask()}>
          {fmt(s.more, { n: formats.count(left, column.totalCapped) })}
        </Button>
      )}
    </>
  );
}
