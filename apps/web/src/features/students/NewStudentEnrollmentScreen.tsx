import { useEffect, useState, type FormEvent } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate, useSearchParams } from 'react-router';
import { admissionInput } from '@kaksha/contracts';
import { DateField } from '../../components/DateField.tsx';
import { type FormMessage } from '../../components/FormNotice.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage } from '../../lib/api.ts';
import { zodResolver } from '../../lib/form.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tStudents } from '../../lib/i18n/students.ts';
import { screenHref } from '../../lib/screenNav.ts';
import { useAdmissionDraft, useAdmitStudent, useStudentChoices } from './api/students.ts';
import { DetailsFields } from './components/DetailsFields.tsx';
import { GuardiansEditor } from './components/GuardiansEditor.tsx';
import {
  detailsInput,
  detailsOf,
  guardiansInput,
  newGuardian,
  type DetailsValues,
  type GuardianValues,
} from './components/values.ts';
import './mantine-styles.ts';
import { FormActions } from '../../components/FormActions.tsx';
import { showFailure } from '../../components/formProblem.ts';

const s = tStudents.admission;
type Values = DetailsValues & { admissionDate: string; guardians: GuardianValues[] };

/**
 * NewStudentEnrollment: admit a student with guardians; the profile opens with the new number.
 * `&enquiry=ID` (Admit on an enquiry) fills the form from the enquiry and admits it with the student.
 */
export default function NewStudentEnrollmentScreen() {
  const choices = useStudentChoices();
  const admit = useAdmitStudent();
  const navigate = useNavigate();
  const enquiryId = Number(useSearchParams()[0].get('enquiry')) || null;
  const draft = useAdmissionDraft(enquiryId);
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const toInput = (values: Values) => ({
    ...detailsInput(values),
    admissionDate: values.admissionDate || undefined,
    guardians: guardiansInput(values.guardians),
    enquiryId: draft.data?.enquiryId,
  });
  const form = useForm<Values>({
    initialValues: { ...detailsOf(null), admissionDate: '', guardians: [newGuardian(true)] },
    validate: zodResolver(admissionInput, toInput),
  });
  const filled = draft.data;
  useEffect(() => {
    if (!filled) return;
    const id = (value: number | null) => (value ? String(value) : null);
    form.setValues({
      name: filled.name,
      classId: id(filled.classId),
      boardId: id(filled.boardId),
      centreId: id(filled.centreId),
      guardians: [{ ...newGuardian(true), ...filled.guardian }],
    });
    // Fill once, when the enquiry arrives; later edits are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filled]);
  const noCentres = choices.data?.centres.length === 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit((values) => {
      admit.mutate(admissionInput.parse(toInput(values)), {
        onSuccess: (student) => {
          const notice = fmt(s.admitted, { name: student.name, number: student.admissionNumber });
          void navigate(`${screenHref('StudentProfile')}&student=${student.id}`, { state: { notice } });
        },
        onError: showFailure(form, setProblem, s.failed),
      });
    })(event);
  };

  return (
    <Stack gap="lg">
      <PageHeader title={s.title} intro={s.intro} />
      {noCentres && <Notice tone="info">{s.noCentres}</Notice>}
      {filled && <Notice tone="info">{fmt(s.fromEnquiry, { name: filled.name })}</Notice>}
      {draft.isError && <Notice tone="error">{errorMessage(draft.error)}</Notice>}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="sm">
              <Title order={3} size="h4">
                {s.student}
              </Title>
              <DetailsFields form={form} choices={choices.data} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <DateField
                  label={s.admissionDate}
                  description={s.admissionDateHint}
                  {...form.getInputProps('admissionDate')}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="sm">
              <div>
                <Title order={3} size="h4">
                  {s.guardians}
                </Title>
                <Text size="sm" c="dimmed">
                  {s.guardiansIntro}
                </Text>
              </div>
              <GuardiansEditor form={form} />
            </Stack>
          </Paper>
          <FormActions problem={problem} words={s} busy={admit.isPending} disabled={noCentres} />
        </Stack>
      </form>
    </Stack>
  );
}
