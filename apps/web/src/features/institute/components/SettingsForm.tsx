import { useState, type FormEvent } from 'react';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  CURRENCIES,
  DEFAULT_TIME_ZONE,
  formatNumber,
  instituteSettingsBody,
  isNumberFormat,
  MESSAGE_LANGUAGES,
  PORTAL_LANGUAGES,
  type InstituteSettings,
} from '@kaksha/contracts';
import { FormNotice, type FormMessage } from '../../../components/FormNotice.tsx';

import { zodResolver } from '../../../lib/form.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { useSaveInstituteSettings } from '../api/institute.ts';
import { monthOptions } from '../months.ts';
import { showFailure } from '../../../components/formProblem.ts';

const s = t.institute.settings;
// Browsers list India's zone by its old name (Asia/Calcutta); offer the one the server stores.
const timeZones = [
  DEFAULT_TIME_ZONE,
  ...Intl.supportedValuesOf('timeZone').filter(
    (zone) => zone !== 'Asia/Calcutta' && zone !== DEFAULT_TIME_ZONE,
  ),
];

/** The form's values: selects hold strings. */
const valuesOf = (settings: InstituteSettings) => ({
  name: settings.name,
  address: settings.address,
  phone: settings.phone,
  email: settings.email,
  website: settings.website,
  gstin: settings.gstin,
  pan: settings.pan,
  upiId: settings.upiId,
  timeZone: settings.timeZone,
  academicYearStartMonth: String(settings.academicYearStartMonth),
  financialYearStartMonth: String(settings.financialYearStartMonth),
  receiptNumberFormat: settings.receiptNumberFormat,
  admissionNumberFormat: settings.admissionNumberFormat,
  currency: settings.currency as string,
  messageLanguage: settings.messageLanguage as string,
  portalLanguage: settings.portalLanguage ?? '',
});

/** Every setting but the logo: details, tax numbers, dates and numbering, money and messages. */
export function SettingsForm({ settings, canChange }: { settings: InstituteSettings; canChange: boolean }) {
  const save = useSaveInstituteSettings();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const form = useForm({
    initialValues: valuesOf(settings),
    clearInputErrorOnChange: false,
    validate: zodResolver(instituteSettingsBody),
    transformValues: (values) => instituteSettingsBody.parse(values),
  });

  // What the next number would read, as the format is typed: the saved format's real next number
  // (the server reads its counter, issue 65); a new format counts from 1 (its own counter).
  const today = new Date();
  const example = (format: string, saved: string, savedNext: string) =>
    format === saved
      ? fmt(s.nextNumber, { example: savedNext })
      : isNumberFormat(format)
        ? fmt(s.nextNumber, {
            example: formatNumber(
              format,
              1,
              { year: today.getFullYear(), month: today.getMonth() + 1 },
              {
                financialYearStartMonth: Number(form.values.financialYearStartMonth),
                academicYearStartMonth: Number(form.values.academicYearStartMonth),
              },
            ),
          })
        : s.formatHint;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setMessage(null);
    form.onSubmit((values) =>
      save.mutate(values, {
        onSuccess: (saved) => {
          // The stored form of what was typed (GSTIN in capitals, the phone without spaces).
          form.setValues(valuesOf(saved));
          setMessage({ tone: 'success', text: s.saved });
        },
        onError: showFailure(form, setMessage, s.failed),
      }),
    )(event);
  };

  const input = (name: keyof typeof form.values) => ({ ...form.getInputProps(name), readOnly: !canChange });
  const select = (name: keyof typeof form.values) => ({ ...form.getInputProps(name), disabled: !canChange });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Fieldset legend={s.identity}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={s.name}
              required
              autoComplete="organization"
              maxLength={200}
              {...input('name')}
            />
            <TextInput label={s.email} type="email" autoComplete="email" {...input('email')} />
            <Textarea label={s.address} autosize minRows={2} maxLength={500} {...input('address')} />
            <TextInput label={s.phone} type="tel" autoComplete="tel" {...input('phone')} />
            <TextInput label={s.website} description={s.websiteHint} type="url" {...input('website')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={s.tax}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={s.gstin}
              description={s.gstinHint}
              maxLength={20}
              autoComplete="off"
              {...input('gstin')}
            />
            <TextInput
              label={s.pan}
              description={s.panHint}
              maxLength={12}
              autoComplete="off"
              {...input('pan')}
            />
            <TextInput
              label={s.upiId}
              description={s.upiIdHint}
              maxLength={60}
              autoComplete="off"
              {...input('upiId')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={s.calendar}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={s.timeZone}
              data={timeZones}
              searchable
              allowDeselect={false}
              {...select('timeZone')}
            />
            <span />
            <Select
              label={s.academicYear}
              data={monthOptions}
              allowDeselect={false}
              {...select('academicYearStartMonth')}
            />
            <Select
              label={s.financialYear}
              data={monthOptions}
              allowDeselect={false}
              {...select('financialYearStartMonth')}
            />
            <TextInput
              label={s.receiptFormat}
              description={example(
                form.values.receiptNumberFormat,
                settings.receiptNumberFormat,
                settings.receiptNumberExample,
              )}
              maxLength={40}
              autoComplete="off"
              {...input('receiptNumberFormat')}
            />
            <TextInput
              label={s.admissionFormat}
              description={example(
                form.values.admissionNumberFormat,
                settings.admissionNumberFormat,
                settings.admissionNumberExample,
              )}
              maxLength={40}
              autoComplete="off"
              {...input('admissionNumberFormat')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed" mt="xs">
            {s.formatHint}
          </Text>
        </Fieldset>
        <Fieldset legend={s.messages}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select label={s.currency} data={[...CURRENCIES]} allowDeselect={false} {...select('currency')} />
            <Select
              label={s.language}
              data={MESSAGE_LANGUAGES.map((value) => ({ value, label: s.languages[value] }))}
              allowDeselect={false}
              {...select('messageLanguage')}
            />
            <Select
              label={s.portalLanguage}
              description={s.portalLanguageHint}
              data={[
                { value: '', label: s.portalLanguageNone },
                ...PORTAL_LANGUAGES.map((value) => ({ value, label: s.languages[value] })),
              ]}
              allowDeselect={false}
              {...select('portalLanguage')}
            />
          </SimpleGrid>
        </Fieldset>
        <FormNotice message={message} />
        {canChange && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {s.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
