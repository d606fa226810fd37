import { Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseFormReturnType } from '@mantine/form';
import { MESSAGE_LANGUAGES, PREFERRED_CHANNELS, RELATIONS, type Guardian } from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { fmt } from '../../../lib/i18n/index.ts';
import { tStudents } from '../../../lib/i18n/students.ts';
import { useGuardiansByMobile } from '../api/students.ts';
import { newGuardian, type GuardianValues } from './values.ts';
import classes from './students.module.css';

const s = tStudents.guardian;
type GuardianForm = UseFormReturnType<{ guardians: GuardianValues[] }>;

/** One to four guardians; a mobile number already in the institute offers to link that person. */
export function GuardiansEditor<V extends { guardians: GuardianValues[] }>({
  form,
}: {
  form: UseFormReturnType<V>;
}) {
  const f = form as unknown as GuardianForm;
  const list = f.getValues().guardians;
  const choosePrimary = (index: number) =>
    f.setFieldValue(
      'guardians',
      list.map((g, i) => ({ ...g, primary: i === index })),
    );
  return (
    <Stack gap="sm">
      {list.map((guardian, index) => (
        <GuardianFieldset
          key={f.key(`guardians.${index}`)}
          form={f}
          index={index}
          guardian={guardian}
          onPrimary={() => choosePrimary(index)}
          onRemove={list.length > 1 ? () => f.removeListItem('guardians', index) : undefined}
        />
      ))}
      {typeof f.errors.guardians === 'string' && (
        <Text c="red.8" size="sm" role="alert">
          {f.errors.guardians}
        </Text>
      )}
      {list.length < 4 && (
        <Group>
          <Button variant="light" onClick={() => f.insertListItem('guardians', newGuardian())}>
            {s.add}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function GuardianFieldset({
  form,
  index,
  guardian,
  onPrimary,
  onRemove,
}: {
  form: GuardianForm;
  index: number;
  guardian: GuardianValues;
  onPrimary: () => void;
  onRemove?: () => void;
}) {
  const path = (field: keyof GuardianValues) => `guardians.${index}.${field}` as const;
  const [mobile] = useDebouncedValue(guardian.mobile, 400);
  const matches = useGuardiansByMobile(guardian.id ? '' : mobile).data?.data ?? [];
  const link = (match: Guardian) =>
    form.setFieldValue(`guardians.${index}`, {
      ...guardian,
      id: match.id,
      name: match.name,
      mobile: match.mobile,
      whatsapp: match.whatsapp,
      email: match.email,
      occupation: match.occupation,
      preferredChannel: match.preferredChannel,
      language: match.language,
    });
  const n = index + 1;
  return (
    <Fieldset legend={fmt(s.heading, { n })} className={classes.guardian}>
      <Stack gap="sm">
        {guardian.id ? (
          <Notice
            tone="info"
            action={
              <Button size="xs" variant="subtle" onClick={() => form.setFieldValue(path('id'), null)}>
                {s.unlink}
              </Button>
            }
          >
            {fmt(s.linked, { name: guardian.name })}
          </Notice>
        ) : (
          matches.map((match) => (
            <Notice
              key={match.id}
              tone="info"
              action={
                <Button size="xs" onClick={() => link(match)}>
                  {fmt(s.link, { name: match.name })}
                </Button>
              }
            >
              {fmt(s.found, {
                name: match.name,
                students: match.otherStudents.map((o) => o.name).join(', ') || '—',
              })}
            </Notice>
          ))
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={s.relation}
            required
            allowDeselect={false}
            data={RELATIONS.map((r) => ({ value: r, label: tStudents.relations[r] }))}
            {...form.getInputProps(path('relation'))}
          />
          <TextInput
            label={s.name}
            required
            autoComplete="off"
            maxLength={100}
            {...form.getInputProps(path('name'))}
          />
          <TextInput
            label={s.mobile}
            required
            type="tel"
            autoComplete="off"
            description={s.mobileHint}
            {...form.getInputProps(path('mobile'))}
          />
          <TextInput
            label={s.whatsapp}
            type="tel"
            autoComplete="off"
            {...form.getInputProps(path('whatsapp'))}
          />
          <TextInput label={s.email} type="email" autoComplete="off" {...form.getInputProps(path('email'))} />
          <TextInput
            label={s.occupation}
            autoComplete="off"
            maxLength={100}
            {...form.getInputProps(path('occupation'))}
          />
          <Select
            label={s.channel}
            placeholder={tStudents.channels.any}
            clearable
            data={PREFERRED_CHANNELS.map((c) => ({ value: c, label: tStudents.channels[c] }))}
            {...form.getInputProps(path('preferredChannel'))}
          />
          <Select
            label={s.language}
            placeholder={s.languageDefault}
            clearable
            data={MESSAGE_LANGUAGES.map((l) => ({ value: l, label: tStudents.familyLanguages[l] }))}
            {...form.getInputProps(path('language'))}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <Checkbox label={s.primary} checked={guardian.primary} onChange={onPrimary} />
          {onRemove && (
            <Button size="xs" variant="subtle" color="red.8" onClick={onRemove}>
              {fmt(s.remove, { n })}
            </Button>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
