import { useState, type FormEvent } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';

import { t } from '../../../lib/i18n/index.ts';
import { LocalRecords } from './LocalRecords.tsx';

const p = t.profile;

export interface ProfileAddress {
  add1: string;
  add2: string;
  city: string;
  state: string;
  pin: string;
  country: string;
}

const blank: ProfileAddress = { add1: '', add2: '', city: '', state: '', pin: '', country: 'India' };
const fields: Array<[keyof ProfileAddress, string, string?]> = [
  ['add1', p.add1, 'address-line1'],
  ['add2', p.add2, 'address-line2'],
  ['city', p.city, 'address-level2'],
  ['state', p.state, 'address-level1'],
  ['pin', p.pin, 'postal-code'],
  ['country', p.country, 'country-name'],
];

/** The profile's address list. It lives on this page only: nothing here is sent to the server. */
export function AddressList() {
  const [items, setItems] = useState<Array<ProfileAddress & { id: number }>>([]);
  const [draft, setDraft] = useState<ProfileAddress>(blank);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fields.some(([key]) => draft[key].trim() === '')) {
      setMessage({ tone: 'error', text: p.fillAll });
      return;
    }
    setItems((list) => [...list, { ...draft, id: Date.now() + list.length }]);
    setDraft(blank);
    setMessage({ tone: 'success', text: p.addressAdded });
  };

  return (
    <LocalRecords
      title={p.addresses}
      onSubmit={onSubmit}
      fields={
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {fields.map(([key, label, autoComplete]) => (
            <TextInput
              key={key}
              label={label}
              name={key}
              required
              autoComplete={autoComplete}
              inputMode={key === 'pin' ? 'numeric' : undefined}
              value={draft[key]}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setDraft((d) => ({ ...d, [key]: value }));
              }}
            />
          ))}
        </SimpleGrid>
      }
      message={message}
      addLabel={p.addAddress}
      items={items}
      shown={(item) => (
        <>
          {fields.map(([key, label]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{item[key]}</dd>
            </div>
          ))}
        </>
      )}
      removeName={p.removeAddress}
      onRemove={(item) => setItems((list) => list.filter((x) => x.id !== item.id))}
    />
  );
}
