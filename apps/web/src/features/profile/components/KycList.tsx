import { useId, useRef, useState, type FormEvent } from 'react';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';

import { t } from '../../../lib/i18n/index.ts';
import { LocalRecords } from './LocalRecords.tsx';
import fileInput from '../../../components/FileInput.module.css';

const p = t.profile;

export interface ProfileKyc {
  docType: string;
  docNumber: string;
  attachment: string;
}

/** Shows only the last four characters of a document number. */
export function maskDocNumber(value: string): string {
  const clean = value.trim();
  return clean.length <= 4 ? clean : `${'•'.repeat(Math.min(8, clean.length - 4))}${clean.slice(-4)}`;
}

/** The profile's KYC list. It lives on this page only: nothing here is sent to the server. */
export function KycList() {
  const [items, setItems] = useState<Array<ProfileKyc & { id: number }>>([]);
  const [docType, setDocType] = useState('');
  const [docNumber, setDocNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!docType || docNumber.trim() === '' || !file) {
      setMessage({ tone: 'error', text: p.fillAll });
      return;
    }
    setItems((list) => [
      ...list,
      { id: Date.now() + list.length, docType, docNumber: docNumber.trim(), attachment: file.name },
    ]);
    setDocType('');
    setDocNumber('');
    setFile(null);
    if (fileRef.current) fileRef.current.value = '';
    setMessage({ tone: 'success', text: p.kycAdded });
  };

  return (
    <LocalRecords
      title={p.kyc}
      onSubmit={onSubmit}
      fields={
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NativeSelect
            label={p.docType}
            required
            value={docType}
            onChange={(e) => setDocType(e.currentTarget.value)}
            data={[
              { value: '', label: p.docTypePick },
              ...p.kycTypes.map((type) => ({ value: type, label: type })),
            ]}
          />
          <TextInput
            label={p.docNumber}
            required
            autoComplete="off"
            value={docNumber}
            onChange={(e) => setDocNumber(e.currentTarget.value)}
          />
          <div>
            <label htmlFor={fileId} className={fileInput.label}>
              {p.attachment}
              <span aria-hidden="true" style={{ color: 'var(--kaksha-danger)' }}>
                {' '}
                *
              </span>
            </label>
            <input
              ref={fileRef}
              id={fileId}
              type="file"
              required
              accept="image/png,image/jpeg,application/pdf"
              className={fileInput.input}
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
          </div>
        </SimpleGrid>
      }
      message={message}
      addLabel={p.addKyc}
      items={items}
      shown={(item) => (
        <>
          <dt>{p.docType}</dt>
          <dd>{item.docType}</dd>
          <dt>{p.docNumber}</dt>
          <dd>{maskDocNumber(item.docNumber)}</dd>
          <dt>{p.attachment}</dt>
          <dd>{item.attachment}</dd>
        </>
      )}
      removeName={p.removeKyc}
      onRemove={(item) => setItems((list) => list.filter((x) => x.id !== item.id))}
    />
  );
}
