import { useEffect, useState, type FormEvent } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate, useSearchParams } from 'react-router';
import { deskAdmissionInput, type DeskAdmission } from '@kaksha/contracts';
import { DateField } from '../../components/DateField.tsx';
import { type FormMessage } from '../../components/FormNotice.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SectionCard } from '../../components/SectionCard.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tStudents } from '../../lib/i18n/students.ts';
import { screenHref } from '../../lib/screenNav.ts';
import { useAdmissionDraft, useStudentChoices } from './api/students.ts';
import { useAdmitSeatCollect, useCentreBatches } from './api/desk.ts';
import { DeskDone } from './components/DeskDone.tsx';
import { DetailsFields } from './components/DetailsFields.tsx';
import { GuardiansEditor } from './components/GuardiansEditor.tsx';
import { PaymentStep } from './components/PaymentStep.tsx';
import { SeatStep, useChosenPlanTotal } from './components/SeatStep.tsx';
import { deskField, deskInput, emptySteps, validateDesk, type DeskValues } from './components/deskValues.ts';
import { detailsOf, newGuardian } from './components/values.ts';
import './mantine-styles.ts';
import { FormActions } from '../../components/FormActions.tsx';
import { showFailure } from '../../components/formProblem.ts';

const s = tStudents.admission;

/**
 * NewStudentEnrollment, "Admit, seat and collect": the student and guardians, then (each left empty
 * to skip) a batch with its fee plan and a coupon, the first payment and the receipt sent; saved in
 * one call, all or nothing. Only a student: the profile opens with the new number; with a payment,
 * the receipt is offered to print. `&enquiry=ID` fills the form from the enquiry and admits it too.
 */
export default function NewStudentEnrollmentScreen() {
  const choices = useStudentChoices();
  const admit = useAdmitSeatCollect();
  const navigate = useNavigate();
  const today = useFormats().dayOf(new Date());
  const enquiryId = Number(useSearchParams()[0].get('enquiry')) || null;
  const draft = useAdmissionDraft(enquiryId);
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const [done, setDone] = useState<DeskAdmission | null>(null);
  const initialValues: DeskValues = {
    ...detailsOf(null),
    admissionDate: '',
    guardians: [newGuardian(true)],
    ...emptySteps(today),
  };
  const form = useForm<DeskValues>({
    initialValues,
    validate: validateDesk(() => draft.data?.enquiryId),
  });
  const values = form.getValues();
  const planTotal = useChosenPlanTotal(values);
  const batches = useCentreBatches(values.centreId ? Number(values.centreId) : null);
  const batchName = batches.data?.data.find((b) => String(b.id) === values.seat.batchId)?.name ?? '';
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
    form.onSubmit((v) => {
      admit.mutate(deskAdmissionInput.parse(deskInput(v, draft.data?.enquiryId)), {
        onSuccess: (result) => {
          if (result.seat || result.receipt) return setDone(result);
          const { student } = result;
          const notice = fmt(s.admitted, { name: student.name, number: student.admissionNumber });
          void navigate(`${screenHref('StudentProfile')}&student=${student.id}`, { state: { notice } });
        },
        onError: showFailure(form, setProblem, tStudents.desk.failed, deskField),
      });
    })(event);
  };

  if (done)
    return (
      <Stack gap="lg">
        <PageHeader title={s.title} intro={s.intro} />
        <DeskDone
          done={done}
          batchName={batchName}
          onAnother={() => {
            form.setValues(initialValues);
            setDone(null);
          }}
        />
      </Stack>
    );

  return (
    <Stack gap="lg">
      <PageHeader title={s.title} intro={s.intro} />
      {noCentres && <Notice tone="info">{s.noCentres}</Notice>}
      {filled && <Notice tone="info">{fmt(s.fromEnquiry, { name: filled.name })}</Notice>}
      {draft.isError && <Notice tone="error">{errorMessage(draft.error)}</Notice>}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <SectionCard id="desk-student" title={s.student}>
            <Stack gap="sm">
              <DetailsFields form={form} choices={choices.data} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <DateField
                  label={s.admissionDate}
                  description={s.admissionDateHint}
                  {...form.getInputProps('admissionDate')}
                />
              </SimpleGrid>
            </Stack>
          </SectionCard>
          <SectionCard id="desk-guardians" title={s.guardians} intro={s.guardiansIntro}>
            <GuardiansEditor form={form} />
          </SectionCard>
          <SeatStep form={form} />
          <PaymentStep form={form} today={today} planTotal={planTotal} />
          <FormActions problem={problem} words={s} busy={admit.isPending} disabled={noCentres} />
        </Stack>
      </form>
    </Stack>
  );
}
