import { useState, type FormEvent } from 'react';
import { Anchor, Button, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { enquiryInput } from '@kaksha/contracts';
import { DateField } from '../../components/DateField.tsx';
import { FormNotice, type FormMessage } from '../../components/FormNotice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';

import { zodResolver } from '../../lib/form.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tEnquiries } from '../../lib/i18n/enquiries.ts';
import { screenHref } from '../../lib/screenNav.ts';
import { useCreateEnquiry, useEnquiryChoices } from './api/enquiries.ts';
import { DuplicateNotice, enquiryHref } from './components/DuplicateNotice.tsx';
import { EnquiryFields } from './components/EnquiryFields.tsx';
import { inputOf, valuesOf, type EnquiryValues } from './components/values.ts';
import './mantine-styles.ts';
import { FormActions } from '../../components/FormActions.tsx';
import { showFailure } from '../../components/formProblem.ts';

const s = tEnquiries.form;
type Values = EnquiryValues & { followUpOn: string; followUpNote: string };
const toInput = (values: Values) => ({
  ...inputOf(values),
  followUpOn: values.followUpOn || undefined,
  followUpNote: values.followUpNote,
});
const blank = (): Values => ({ ...valuesOf(null), followUpOn: '', followUpNote: '' });

/** NewEnquiry: the front desk's quick form; a family that enquired already is shown before saving. */
export default function NewEnquiryScreen() {
  const choices = useEnquiryChoices();
  const create = useCreateEnquiry();
  const [saved, setSaved] = useState<{ id: number; name: string } | null>(null);
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const [contact, setContact] = useState({ mobile: '', email: '' });
  const form = useForm<Values>({ initialValues: blank(), validate: zodResolver(enquiryInput, toInput) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit((values) => {
      create.mutate(enquiryInput.parse(toInput(values)), {
        onSuccess: (enquiry) => {
          setSaved({ id: enquiry.id, name: enquiry.studentName });
          // The desk's next caller usually came the same way.
          form.setValues({ ...blank(), source: values.source, centreId: values.centreId });
          form.resetDirty();
          setContact({ mobile: '', email: '' });
        },
        onError: showFailure(form, setProblem, s.failed),
      });
    })(event);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={s.title}
        intro={s.intro}
        action={
          <Button component="a" variant="light" href={screenHref('ManageEnquiry')}>
            {tEnquiries.manage.title}
          </Button>
        }
      />
      {saved && <FormNotice message={{ tone: 'success', text: fmt(s.saved, { name: saved.name }) }} />}
      {saved && (
        <Anchor href={enquiryHref(saved.id)} size="sm">
          {fmt(tEnquiries.list.openFor, { name: saved.name })}
        </Anchor>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <EnquiryFields
              form={form}
              choices={choices.data}
              onContactBlur={() =>
                setContact({ mobile: form.getValues().mobile, email: form.getValues().email })
              }
            />
          </Paper>
          <DuplicateNotice mobile={contact.mobile} email={contact.email} />
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <DateField label={s.followUpOn} {...form.getInputProps('followUpOn')} />
              <TextInput label={s.followUpNote} maxLength={300} {...form.getInputProps('followUpNote')} />
            </SimpleGrid>
          </Paper>
          <FormActions problem={problem} words={s} busy={create.isPending} />
        </Stack>
      </form>
    </Stack>
  );
}
