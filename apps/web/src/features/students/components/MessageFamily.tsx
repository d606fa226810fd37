import { useState } from 'react';
import { Button, Group, List, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { announcement, announcementInput, type Announcement, type Guardian } from '@kaksha/contracts';
import { useMutation } from '@tanstack/react-query';
import { FormModal } from '../../../components/FormModal.tsx';
import { FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { MobileNumber } from '../../../components/MobileNumber.tsx';
import { showFailure } from '../../../components/formProblem.ts';
import { apiRequest } from '../../../lib/api.ts';
import { zodResolver } from '../../../lib/form.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tStudents } from '../../../lib/i18n/students.ts';

const s = tStudents.profile;

/** POST /api/v1/announcements for chosen students' guardians (the profile's and the list's message). */
export function useMessageGuardians() {
  return useMutation({
    mutationFn: (input: { studentIds: number[]; title: string; message: string }) =>
      apiRequest('/api/v1/announcements', {
        method: 'POST',
        json: {
          audience: 'students',
          ids: input.studentIds,
          to: ['guardians'],
          title: input.title,
          message: input.message,
        },
        schema: announcement,
      }),
  });
}

/** What became of it, in words. */
export const messageResult = (sent: Announcement) =>
  fmt(s.messageResult, {
    people: sent.counts.people,
    sent: sent.counts.sent + sent.counts.waiting,
    notSetUp: sent.counts.notSetUp,
    notSent: sent.counts.notSent,
  });

const toInput = (v: { title: string; message: string }) => ({
  audience: 'students',
  ids: [1],
  to: ['guardians'],
  ...v,
});

/**
 * "Send a message" (the profile's, and the list's for those selected): a title and a message to the
 * students' guardians through the notification service, in one call; where SMS or WhatsApp is not set
 * up, each guardian's number (the profile knows them) still opens a WhatsApp chat with the message
 * filled in, or a call (issue 65).
 */
export function MessageFamily({
  studentIds,
  who,
  guardians = [],
  opened,
  onClose,
}: {
  studentIds: number[];
  /** Whose guardians, as the title says: a name, or "3 students". */
  who: string;
  guardians?: Guardian[];
  opened: boolean;
  onClose: () => void;
}) {
  const send = useMessageGuardians();
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const [sent, setSent] = useState<{ result: Announcement; text: string } | null>(null);
  const form = useForm({
    initialValues: { title: '', message: '' },
    validate: zodResolver(announcementInput, toInput),
  });
  const close = () => {
    setSent(null);
    setNotice(null);
    form.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => {
    setNotice(null);
    send.mutate(
      { studentIds, ...values },
      {
        onSuccess: (result) => {
          setSent({ result, text: `${values.title}: ${values.message}` });
          setNotice({ tone: 'success', text: messageResult(result) });
        },
        onError: showFailure(form, setNotice, s.messageFailed),
      },
    );
  });
  return (
    <FormModal opened={opened} onClose={close} title={fmt(s.messageTitle, { name: who })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={s.messageTitleField} maxLength={120} {...form.getInputProps('title')} />
          <Textarea
            label={s.messageText}
            autosize
            minRows={3}
            maxLength={1000}
            {...form.getInputProps('message')}
          />
          <FormNotice message={notice} />
          {sent && sent.result.counts.notSetUp > 0 && guardians.length > 0 && (
            <>
              <Text size="sm">{s.chatInstead}</Text>
              <List>
                {guardians.map((g) => (
                  <List.Item key={g.id}>
                    {g.name}: <MobileNumber e164={g.whatsapp || g.mobile} message={sent.text} />
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {s.messageCancel}
            </Button>
            {!sent && (
              <Button type="submit" loading={send.isPending}>
                {s.messageSend}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
