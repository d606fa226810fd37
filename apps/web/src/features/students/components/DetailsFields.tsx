import { Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { GENDERS, unusualAge, type StudentChoices } from '@kaksha/contracts';
import { warningDescription } from '../../../lib/form.ts';
import { DateField } from '../../../components/DateField.tsx';
import { useFormats } from '../../../lib/format.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tStudents } from '../../../lib/i18n/students.ts';
import type { DetailsValues } from './values.ts';

const s = tStudents.admission;
const options = (list: { id: number; name: string }[]) =>
  list.map((c) => ({ value: String(c.id), label: c.name }));

/** The student's own fields, shared by the admission form and the profile's edit dialog. */
export function DetailsFields<V extends DetailsValues>({
  form,
  choices,
}: {
  form: UseFormReturnType<V>;
  choices: StudentChoices | undefined;
}) {
  const input = (name: keyof DetailsValues) => form.getInputProps(name as never);
  // A birth date making the student 2 or 66 is possible, so warned of, never refused (issue 65, bug 3).
  const today = useFormats().dayOf(new Date());
  const age = unusualAge((form.getValues() as DetailsValues).dateOfBirth, today);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={s.name}
        required
        autoComplete="off"
        maxLength={100}
        {...input('name')}
        data-autofocus
      />
      <Select
        label={s.centre}
        required
        placeholder={s.chooseCentre}
        data={choices?.centres.map((c) => ({ value: String(c.id), label: `${c.name} (${c.code})` })) ?? []}
        allowDeselect={false}
        {...input('centreId')}
      />
      <DateField
        label={s.dateOfBirth}
        {...input('dateOfBirth')}
        description={age === null ? undefined : fmt(s.unusualAge, { age })}
        descriptionProps={warningDescription}
      />
      <Select
        label={s.gender}
        placeholder={s.notGiven}
        clearable
        data={GENDERS.map((g) => ({ value: g, label: tStudents.genders[g] }))}
        {...input('gender')}
      />
      <Select
        label={s.klass}
        placeholder={s.notGiven}
        clearable
        searchable
        data={options(choices?.classes ?? [])}
        {...input('classId')}
      />
      <Select
        label={s.board}
        placeholder={s.notGiven}
        clearable
        data={options(choices?.boards ?? [])}
        {...input('boardId')}
      />
      <TextInput label={s.school} autoComplete="off" maxLength={150} {...input('school')} />
      <Textarea label={s.address} autosize minRows={1} maxLength={500} {...input('address')} />
    </SimpleGrid>
  );
}
