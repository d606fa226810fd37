import type React from 'react';
import { MultiSelect, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ENQUIRY_SOURCES, type EnquiryChoices } from '@kaksha/contracts';
import { tEnquiries } from '../../../lib/i18n/enquiries.ts';
import type { EnquiryValues } from './values.ts';

const s = tEnquiries.form;
const options = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((c) => ({ value: String(c.id), label: c.name }));

/** The enquiry's own fields, shared by NewEnquiry and the detail's edit dialog. */
export function EnquiryFields<V extends EnquiryValues>({
  form,
  choices,
  onContactBlur,
}: {
  form: UseFormReturnType<V>;
  choices: EnquiryChoices | undefined;
  /** Called when the mobile or email field is left (NewEnquiry looks for duplicates then). */
  onContactBlur?: () => void;
}) {
  const input = (name: keyof EnquiryValues) => form.getInputProps(name as never);
  const contact = (name: 'mobile' | 'email') => {
    const props = input(name);
    return {
      ...props,
      onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
        props.onBlur?.(event);
        onContactBlur?.();
      },
    };
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={s.student}
        required
        autoComplete="off"
        maxLength={100}
        {...input('studentName')}
        data-autofocus
      />
      <TextInput label={s.guardian} autoComplete="off" maxLength={100} {...input('guardianName')} />
      <TextInput
        label={s.mobile}
        description={s.mobileHint}
        required
        type="tel"
        autoComplete="off"
        {...contact('mobile')}
      />
      <TextInput label={s.email} type="email" autoComplete="off" {...contact('email')} />
      <Select
        label={s.klass}
        placeholder={s.none}
        clearable
        searchable
        data={options(choices?.classes)}
        {...input('classId')}
      />
      <Select
        label={s.board}
        placeholder={s.none}
        clearable
        data={options(choices?.boards)}
        {...input('boardId')}
      />
      <MultiSelect
        label={s.subjects}
        placeholder={s.none}
        searchable
        clearable
        data={options(choices?.subjects)}
        {...input('subjectIds')}
      />
      <Select
        label={s.centre}
        placeholder={s.none}
        clearable
        data={options(choices?.centres)}
        {...input('centreId')}
      />
      <Select
        label={s.source}
        allowDeselect={false}
        data={ENQUIRY_SOURCES.map((v) => ({ value: v, label: tEnquiries.sources[v] }))}
        {...input('source')}
      />
      <TextInput label={s.subSource} description={s.subSourceHint} maxLength={100} {...input('subSource')} />
      <Select
        label={s.owner}
        placeholder={s.ownerYou}
        clearable
        searchable
        data={options(choices?.staff)}
        {...input('ownerId')}
      />
      <Textarea label={s.notes} autosize minRows={2} maxLength={1000} {...input('notes')} />
    </SimpleGrid>
  );
}
