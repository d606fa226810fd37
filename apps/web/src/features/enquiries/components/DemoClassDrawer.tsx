import { useState } from 'react';
import { Button, Group, MultiSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatMobile, type DemoClassDetail, type DemoInvitation } from '@kaksha/contracts';
import { DangerButton } from '../../../components/DangerButton.tsx';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { DrawerSection, RecordDrawer } from '../../../components/RecordDrawer.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';
import { useDemoClass, useEnquiries, useInvite, useMarkAttendance, useUpdateDemo } from '../api/enquiries.ts';
import { classTime } from './classTime.ts';
import { StagePill } from './StagePill.tsx';
import classes from './enquiries.module.css';
import { MobileNumber } from '../../../components/MobileNumber.tsx';

const s = tEnquiries.demo.detail;

/** One demo class: who is invited (invite more), who came (moves their enquiries), remarks, cancel. */
export function DemoClassDrawer({
  id,
  onClose,
  canManage,
}: {
  id: number | null;
  onClose: () => void;
  canManage: boolean;
}) {
  const demo = useDemoClass(id);
  return (
    <RecordDrawer
      opened={id !== null}
      onClose={onClose}
      title={demo.data ? fmt(s.title, { subject: demo.data.subjectName }) : ''}
      closeLabel={tEnquiries.detail.close}
      record={demo}
      loadFailed={s.loadFailed}
      recordKey={(data) => data.id}
    >
      {(data) => <Detail demo={data} canManage={canManage} />}
    </RecordDrawer>
  );
}

function Detail({ demo, canManage }: { demo: DemoClassDetail; canManage: boolean }) {
  const formats = useFormats();
  const update = useUpdateDemo();
  const [remarks, setRemarks] = useState(demo.teacherRemarks);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const cancelled = demo.status === 'cancelled';
  const facts: [string, string][] = [
    [s.when, classTime(formats, demo.startsAt, demo.endsAt)],
    [s.teacher, demo.teacherName],
    [s.place, [demo.centreName, demo.onlineLink].filter(Boolean).join(' · ')],
    [s.places, fmt(s.placesValue, { invited: demo.invited, capacity: demo.capacity })],
    [s.notes, demo.notes || '—'],
  ];
  const save = (changes: { teacherRemarks?: string; status?: 'cancelled' }, done: string) =>
    update.mutate(
      { id: demo.id, changes },
      {
        onSuccess: () => setMessage({ tone: 'success', text: done }),
        onError: (error) => {
          if (!isUnauthorized(error)) setMessage(failure(s.failed, error));
        },
      },
    );
  return (
    <Stack gap="lg">
      {cancelled && <Notice tone="info">{s.cancelledNote}</Notice>}
      <FormNotice message={message} />
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DrawerSection title={s.invitees}>
        {demo.invitations.length === 0 ? (
          <Text size="sm" c="dimmed">
            {s.noInvitees}
          </Text>
        ) : (
          <Stack gap="xs">
            {demo.invitations.map((invitee) => (
              <Invitee
                key={invitee.enquiryId}
                demoId={demo.id}
                invitee={invitee}
                canManage={canManage && !cancelled}
              />
            ))}
          </Stack>
        )}
        {canManage && !cancelled && demo.invited < demo.capacity && (
          <InviteForm demo={demo} onInvited={(text) => setMessage({ tone: 'success', text })} />
        )}
      </DrawerSection>
      <DrawerSection title={s.remarks}>
        <Textarea
          aria-label={s.remarks}
          autosize
          minRows={2}
          maxLength={1000}
          value={remarks}
          readOnly={!canManage}
          onChange={(e) => setRemarks(e.currentTarget.value)}
        />
        {canManage && (
          <Group mt="xs" justify="space-between">
            <Button
              variant="light"
              loading={update.isPending}
              onClick={() => save({ teacherRemarks: remarks }, s.saved)}
            >
              {s.saveRemarks}
            </Button>
            {!cancelled && (
              <DangerButton onClick={() => save({ status: 'cancelled' }, s.cancelledNote)}>
                {s.cancel}
              </DangerButton>
            )}
          </Group>
        )}
      </DrawerSection>
    </Stack>
  );
}

function Invitee({
  demoId,
  invitee,
  canManage,
}: {
  demoId: number;
  invitee: DemoInvitation;
  canManage: boolean;
}) {
  const mark = useMarkAttendance();
  const [feedback, setFeedback] = useState(invitee.feedback);
  const set = (attendance: 'attended' | 'no_show') =>
    mark.mutate({ id: demoId, enquiryId: invitee.enquiryId, mark: { attendance, feedback } });
  return (
    <div className={classes.followUp}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text size="sm" fw={600}>
            {invitee.studentName}
          </Text>
          <Text size="xs" c="dimmed">
            {invitee.guardianName && `${invitee.guardianName}, `}
            <MobileNumber e164={invitee.mobile} />
          </Text>
        </div>
        <Group gap={6}>
          <StagePill stage={invitee.stage} />
          <Text size="xs" fw={600}>
            {tEnquiries.demo.attendance[invitee.attendance]}
          </Text>
        </Group>
      </Group>
      {canManage && (
        <div className={classes.inlineForm}>
          <TextInput
            size="xs"
            aria-label={fmt(s.feedbackFor, { name: invitee.studentName })}
            placeholder={s.feedback}
            value={feedback}
            maxLength={500}
            onChange={(e) => setFeedback(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 140 }}
          />
          <Button
            size="xs"
            variant="light"
            onClick={() => set('attended')}
            aria-label={fmt(s.attendedFor, { name: invitee.studentName })}
          >
            {s.attended}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => set('no_show')}
            aria-label={fmt(s.noShowFor, { name: invitee.studentName })}
          >
            {s.noShow}
          </Button>
        </div>
      )}
    </div>
  );
}

/** Picks open enquiries by name or mobile (searched on the server) and invites them. */
function InviteForm({ demo, onInvited }: { demo: DemoClassDetail; onInvited: (text: string) => void }) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [picked, setPicked] = useState<string[]>([]);
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const [names, setNames] = useState<Record<string, string>>({});
  const found = useEnquiries({ q: q || undefined, stage: 'open', pageSize: 20 }).data?.data ?? [];
  const invite = useInvite();
  const already = new Set(demo.invitations.map((i) => String(i.enquiryId)));
  const data = [
    ...found
      .filter((e) => !already.has(String(e.id)))
      .map((e) => ({ value: String(e.id), label: `${e.studentName} (${formatMobile(e.mobile)})` })),
    ...picked
      .filter((id) => !found.some((e) => String(e.id) === id))
      .map((id) => ({ value: id, label: names[id] ?? id })),
  ];
  return (
    <Stack gap="xs" mt="sm">
      <MultiSelect
        label={s.invite}
        placeholder={s.inviteHint}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        data={data}
        value={picked}
        onChange={(ids) => {
          setPicked(ids);
          setNames((known) => ({ ...known, ...Object.fromEntries(data.map((d) => [d.value, d.label])) }));
        }}
      />
      <FormNotice message={problem} />
      <Group>
        <Button
          variant="light"
          disabled={picked.length === 0}
          loading={invite.isPending}
          onClick={() => {
            setProblem(null);
            invite.mutate(
              { id: demo.id, enquiryIds: picked.map(Number) },
              {
                onSuccess: () => {
                  onInvited(fmt(s.invited, { n: picked.length }));
                  setPicked([]);
                },
                onError: (error) => {
                  if (!isUnauthorized(error)) setProblem(failure(s.failed, error));
                },
              },
            );
          }}
        >
          {s.inviteSave}
        </Button>
      </Group>
    </Stack>
  );
}
