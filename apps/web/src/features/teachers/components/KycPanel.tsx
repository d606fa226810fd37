import { useFormats } from '../../../lib/format.ts';
import { useRef, useState, type FormEvent } from 'react';
import { Button, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import {
  KYC_FILE_MAX_BYTES,
  KYC_FILE_TYPES,
  KYC_TYPES,
  docNumberProblem,
  type KycDetail,
} from '@kaksha/contracts';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';

import { fmt } from '../../../lib/i18n/index.ts';
import { tTeachers } from '../../../lib/i18n/teachers.ts';
import { useDownloadKycFile, useKycDetails, useRevealKycNumber, useSubmitKyc } from '../api/kyc.ts';
import { useCreator } from '../creator.ts';
import { readTeacherId } from '../teacherId.ts';
import records from '../../../components/records.module.css';
import { FileField } from '../../../components/FileField.tsx';
import { saveFailed } from '../../../components/formProblem.ts';
import { isUnauthorized } from '../../../lib/api.ts';
import classes from './panels.module.css';
import { PanelEntries } from './PanelEntries.tsx';
import { useEntryRemover } from './useEntryRemover.ts';
import { PanelFormFoot } from './PanelFormFoot.tsx';

const s = tTeachers.kyc;
const FILE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** PDF, JPEG or PNG by the first bytes, as the server decides too. */
async function looksLikeKycFile(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  return (
    starts([0x25, 0x50, 0x44, 0x46, 0x2d]) ||
    starts([0xff, 0xd8, 0xff]) ||
    starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  );
}

/** What is wrong with the chosen document, if anything: present, at most 5 MB, PDF/JPEG/PNG by type and bytes. */
async function fileProblem(file: File | null): Promise<string | null> {
  if (!file) return s.fileRequired;
  if (file.size > KYC_FILE_MAX_BYTES) return s.fileTooLarge;
  if (!(KYC_FILE_TYPES as readonly string[]).includes(file.type) || !(await looksLikeKycFile(file)))
    return s.fileType;
  return null;
}

/** KYC: type, document number (checked per type), file and remarks, all required; numbers shown masked. */
export function KycPanel({ teacherId }: { teacherId: number }) {
  const formats = useFormats();
  const creator = useCreator();
  const details = useKycDetails(teacherId);
  const submit = useSubmitKyc();
  const reveal = useRevealKycNumber();
  const download = useDownloadKycFile();
  const form = useForm({
    initialValues: { KYCType: '', DocNumber: '', Remarks: '' },
    clearInputErrorOnChange: false,
    validate: {
      KYCType: isNotEmpty(s.required),
      // The number's rules depend on the type; without a type it only has to be there.
      DocNumber: (number, { KYCType }) =>
        KYCType ? docNumberProblem(KYCType, number) : number.trim() ? null : s.required,
      Remarks: isNotEmpty(s.required),
    },
  });
  // The chosen file comes from a native (uncontrolled) input, so it is not one of the form's values.
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [listMessage, setListMessage] = useState<FormMessage | null>(null);
  const removeEntry = useEntryRemover(teacherId, 'kyc', setListMessage);
  const [revealed, setRevealed] = useState<Record<number, string>>({});
  const fileRef = useRef<HTMLInputElement>(null);
  const type = form.values.KYCType;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    // The file's bytes are read first, so that every field's error shows at once.
    const attachment = await fileProblem(file);
    const { hasErrors } = form.validate();
    if (attachment) form.setFieldError('attachment', attachment);
    if (hasErrors || attachment || !file) return;
    // The spec's screen reads the teacher from local storage at the moment it submits.
    const storedId = readTeacherId();
    if (storedId === null) {
      setMessage({ tone: 'error', text: s.missingId });
      return;
    }
    submit.mutate(
      { ...creator, teacherID: storedId, ...form.getValues(), attachment: file },
      {
        onSuccess: (reply) => {
          if (reply.status !== 0) {
            setMessage({ tone: 'error', text: s.failed, detail: reply.message });
            return;
          }
          setMessage({ tone: 'success', text: reply.message });
          form.reset();
          setFile(null);
          if (fileRef.current) fileRef.current.value = '';
        },
        onError: saveFailed(form, setMessage, s.failed),
      },
    );
  };

  const toggleReveal = (entry: KycDetail) => {
    setListMessage(null);
    if (revealed[entry.id]) {
      setRevealed(({ [entry.id]: _, ...rest }) => rest);
      return;
    }
    reveal.mutate(
      { teacherId, kycId: entry.id },
      {
        onSuccess: (reply) => setRevealed((r) => ({ ...r, [entry.id]: reply.DocNumber })),
        onError: (error) => !isUnauthorized(error) && setListMessage(failure(s.revealFailed, error)),
      },
    );
  };

  const onDownload = (entry: KycDetail) => {
    setListMessage(null);
    download.mutate(
      { teacherId, kycId: entry.id },
      { onError: (error) => !isUnauthorized(error) && setListMessage(failure(s.downloadFailed, error)) },
    );
  };

  const onRemove = (entry: KycDetail) => removeEntry(entry.id);

  const list = details.data?.kycDetails;

  return (
    <Stack gap="md">
      <PanelEntries
        query={details}
        entries={list}
        failed={s.fetchFailed}
        label={s.list}
        intro={
          <Text size="sm" c="dimmed">
            {s.masked} {s.auditNote}
          </Text>
        }
        keyOf={(entry) => entry.id}
        title={(entry) => entry.KYCType}
        details={(entry) => (
          <>
            <dl className={records.fields}>
              <dt>{s.number}</dt>
              <dd className={classes.mono} aria-live="polite">
                {revealed[entry.id] ?? entry.DocNumber}
              </dd>
              <dt>{s.file}</dt>
              <dd>
                {fmt(s.fileLabel, {
                  type: FILE_NAMES[entry.FileType] ?? entry.FileType,
                  size: sizeText(entry.FileSize),
                })}
              </dd>
              <dt>{s.remarks}</dt>
              <dd>{entry.Remarks}</dd>
            </dl>
            <Text size="xs" c="dimmed" mt={4}>
              {fmt(s.addedOn, { date: formats.date(entry.CreatedOn) })}
            </Text>
          </>
        )}
        actions={(entry) => (
          <>
            <Button
              size="xs"
              variant="outline"
              aria-label={revealed[entry.id] ? s.hide : fmt(s.revealFor, { type: entry.KYCType })}
              aria-pressed={Boolean(revealed[entry.id])}
              onClick={() => toggleReveal(entry)}
            >
              {revealed[entry.id] ? s.hide : s.reveal}
            </Button>
            <Button
              size="xs"
              variant="outline"
              aria-label={fmt(s.downloadFor, { type: entry.KYCType })}
              onClick={() => onDownload(entry)}
            >
              {s.download}
            </Button>
          </>
        )}
        removeName={(entry) => fmt(s.removeFor, { type: entry.KYCType })}
        onRemove={onRemove}
      />
      <FormNotice message={listMessage} />
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={tTeachers.panels.kyc}>
        <Stack gap="sm">
          <h4 className={classes.subheading}>{s.addHeading}</h4>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NativeSelect
              label={s.type}
              required
              {...form.getInputProps('KYCType')}
              data={[{ value: '', label: s.typePick }, ...KYC_TYPES.map((v) => ({ value: v, label: v }))]}
            />
            <TextInput
              label={s.number}
              required
              autoComplete="off"
              spellCheck={false}
              maxLength={40}
              description={s.typeHints[type]}
              {...form.getInputProps('DocNumber')}
            />
            <FileField
              label={s.file}
              hint={s.fileHint}
              error={form.errors.attachment}
              accept={KYC_FILE_TYPES.join(',')}
              required
              inputRef={fileRef}
              onChange={setFile}
            />
            <Textarea
              label={s.remarks}
              required
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps('Remarks')}
            />
          </SimpleGrid>
          <PanelFormFoot message={message} submit={s.submit} pending={submit.isPending} />
        </Stack>
      </form>
    </Stack>
  );
}
