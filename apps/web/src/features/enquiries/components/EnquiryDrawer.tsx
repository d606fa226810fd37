import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Timeline } from '@mantine/core';
import { useForm } from '@mantine/form';
import { enquiryUpdate, type EnquiryDetail } from '@kaksha/contracts';
import { FormModal } from '../../../components/FormModal.tsx';
import { FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { DrawerSection, RecordDrawer } from '../../../components/RecordDrawer.tsx';

import { useFormats } from '../../../lib/format.ts';
import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';
import { screenHref } from '../../../lib/screenNav.ts';
import { useEnquiry, useEnquiryChoices, useUpdateEnquiry } from '../api/enquiries.ts';
import { EnquiryFields } from './EnquiryFields.tsx';
import { FollowUps } from './FollowUps.tsx';
import { MoveForm } from './MoveForm.tsx';
import { StagePill } from './StagePill.tsx';
import { inputOf, valuesOf, type EnquiryValues } from './values.ts';
import classes from './enquiries.module.css';
import { FormActions } from '../../../components/FormActions.tsx';
import { showFailure } from '../../../components/formProblem.ts';
import { MobileNumber } from '../../../components/MobileNumber.tsx';

const s = tEnquiries.detail;
export const admitHref = (id: number) => `${screenHref('NewStudentEnrollment')}&enquiry=${id}`;

/** One enquiry beside the list or board: move it, admit, follow up, edit, and its timeline. */
export function EnquiryDrawer({
  id,
  onClose,
  canManage,
  canAdmit,
}: {
  id: number | null;
  onClose: () => void;
  canManage: boolean;
  canAdmit: boolean;
}) {
  const enquiry = useEnquiry(id);
  return (
    <RecordDrawer
      opened={id !== null}
      onClose={onClose}
      title={enquiry.data ? fmt(s.title, { name: enquiry.data.studentName }) : ''}
      closeLabel={s.close}
      record={enquiry}
      loadFailed={s.loadFailed}
    >
      {(data) => <Detail enquiry={data} canManage={canManage} canAdmit={canAdmit} />}
    </RecordDrawer>
  );
}

function Detail({
  enquiry,
  canManage,
  canAdmit,
}: {
  enquiry: EnquiryDetail;
  canManage: boolean;
  canAdmit: boolean;
}) {
  const formats = useFormats();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const admittable = enquiry.stage !== 'admitted' && enquiry.stage !== 'lost';
  const interest = [enquiry.className, enquiry.boardName, enquiry.subjectNames.join(', ')]
    .filter(Boolean)
    .join(' · ');
  const facts: [string, ReactNode][] = [
    [s.stage, <StagePill key="stage" stage={enquiry.stage} reason={enquiry.lostReason} />],
    [
      s.contact,
      // Tap to call, or chat on WhatsApp, with nothing set up (issue 65).
      <span key="contact">
        {enquiry.guardianName && `${enquiry.guardianName} · `}
        <MobileNumber e164={enquiry.mobile} />
        {enquiry.email && ` · ${enquiry.email}`}
      </span>,
    ],
    [s.interest, interest || s.none],
    [tEnquiries.form.centre, enquiry.centreName ?? s.none],
    [s.source, `${tEnquiries.sources[enquiry.source]}${enquiry.subSource ? ` · ${enquiry.subSource}` : ''}`],
    [s.owner, enquiry.ownerName ?? s.none],
    [s.received, formats.dateTime(enquiry.createdAt)],
    [s.notes, enquiry.notes || s.none],
  ];
  return (
    <Stack gap="lg">
      {notice && <FormNotice message={{ tone: 'success', text: notice }} />}
      <Group gap="sm" wrap="wrap">
        {enquiry.studentId ? (
          <Button component="a" href={`${screenHref('StudentProfile')}&student=${enquiry.studentId}`}>
            {s.admitted}
          </Button>
        ) : (
          canAdmit &&
          admittable && (
            <Button component="a" href={admitHref(enquiry.id)}>
              {s.admit}
            </Button>
          )
        )}
        {canManage && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            {s.edit}
          </Button>
        )}
      </Group>
      {canManage && <MoveForm enquiry={enquiry} onMoved={setNotice} />}
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DrawerSection title={s.followUps}>
        <FollowUps enquiry={enquiry} canManage={canManage} />
      </DrawerSection>
      <DrawerSection title={s.timeline}>
        {enquiry.timeline.length === 0 && (
          <Text size="sm" c="dimmed">
            {s.none}
          </Text>
        )}
        <Timeline bulletSize={12} lineWidth={2}>
          {enquiry.timeline.map((entry, i) => (
            <Timeline.Item key={i} title={entry.detail}>
              <Text size="xs" c="dimmed">
                {formats.dateTime(entry.at)}
                {entry.by && ` · ${entry.by}`}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </DrawerSection>
      <FormModal opened={editing} onClose={() => setEditing(false)} title={s.edit}>
        <EditForm
          enquiry={enquiry}
          onDone={() => {
            setEditing(false);
            setNotice(s.saved);
          }}
        />
      </FormModal>
    </Stack>
  );
}

function EditForm({ enquiry, onDone }: { enquiry: EnquiryDetail; onDone: () => void }) {
  const choices = useEnquiryChoices();
  const update = useUpdateEnquiry();
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const form = useForm<EnquiryValues>({
    initialValues: valuesOf(enquiry),
    validate: zodResolver(enquiryUpdate, inputOf),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit((values) => {
      update.mutate(
        { id: enquiry.id, changes: enquiryUpdate.parse(inputOf(values)) },
        {
          onSuccess: onDone,
          onError: showFailure(form, setProblem, s.failed),
        },
      );
    })(event);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <EnquiryFields form={form} choices={choices.data} />
        <FormActions
          problem={problem}
          words={{ save: s.editSave, cancel: s.cancel }}
          busy={update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
