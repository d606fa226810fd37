import { useState, type FormEvent } from 'react';
import { Button, Fieldset, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { instituteBooksBody, type InstituteBooks } from '@kaksha/contracts';
import { calendarDate } from '../../../lib/format.ts';
import { DateField } from '../../../components/DateField.tsx';
import { FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';
import { Notice } from '../../../components/Notice.tsx';
import { showFailure } from '../../../components/formProblem.ts';
import { errorMessage } from '../../../lib/api.ts';
import { zodResolver } from '../../../lib/form.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { useInstituteBooks, useSaveInstituteBooks } from '../api/institute.ts';

const s = t.institute.books;

const valuesOf = (books: InstituteBooks) => ({
  closedUpTo: books.closedUpTo ?? '',
  backdateDays: books.backdateDays as number | string,
  receiptLinkDays: books.receiptLinkDays as number | string,
});
const bodyOf = (values: ReturnType<typeof valuesOf>) => ({
  ...values,
  closedUpTo: values.closedUpTo || null,
});

/** The books (decision 069): up to which day they are closed, the backdating window, receipt links' life. */
export function BooksSection({ canChange }: { canChange: boolean }) {
  const books = useInstituteBooks();
  if (books.isError) return <Notice tone="error">{errorMessage(books.error)}</Notice>;
  if (!books.data) return null;
  return <BooksForm books={books.data} canChange={canChange} />;
}

function BooksForm({ books, canChange }: { books: InstituteBooks; canChange: boolean }) {
  const save = useSaveInstituteBooks();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const form = useForm({
    initialValues: valuesOf(books),
    clearInputErrorOnChange: false,
    validate: (values) => zodResolver(instituteBooksBody)(bodyOf(values)),
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setMessage(null);
    form.onSubmit((values) =>
      save.mutate(instituteBooksBody.parse(bodyOf(values)), {
        onSuccess: (saved) => {
          form.setValues(valuesOf(saved));
          setMessage({ tone: 'success', text: s.saved });
        },
        onError: showFailure(form, setMessage, s.failed),
      }),
    )(event);
  };
  const shown = save.data ?? books;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Fieldset legend={s.heading}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {s.intro}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <DateField
              label={s.closedUpTo}
              description={s.closedUpToHint}
              maxDate={books.today}
              readOnly={!canChange}
              {...form.getInputProps('closedUpTo')}
            />
            <NumberInput
              label={s.backdateDays}
              description={s.backdateDaysHint}
              min={0}
              max={366}
              allowDecimal={false}
              readOnly={!canChange}
              {...form.getInputProps('backdateDays')}
            />
            <NumberInput
              label={s.receiptLinkDays}
              description={s.receiptLinkDaysHint}
              min={1}
              max={366}
              allowDecimal={false}
              readOnly={!canChange}
              {...form.getInputProps('receiptLinkDays')}
            />
          </SimpleGrid>
          <Text size="sm" fw={500} role="status">
            {fmt(s.firstOpenDay, { date: calendarDate(shown.firstOpenDay) })}
          </Text>
          <FormNotice message={message} />
          {canChange && (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {s.save}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}
