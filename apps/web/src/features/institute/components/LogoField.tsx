import { useId, useRef, useState } from 'react';
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import fileInput from '../../../components/FileInput.module.css';
import { isUnauthorized } from '../../../lib/api.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { useSetLogo } from '../api/institute.ts';

const s = t.institute.settings;
const LOGO_TYPES = 'image/png,image/jpeg,image/webp';

/** The institute's logo: what is stored, a file chooser that uploads at once, and removing it. */
export function LogoField({
  logoUrl,
  name,
  canChange,
}: {
  logoUrl: string | null;
  name: string;
  canChange: boolean;
}) {
  const setLogo = useSetLogo();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const change = (file: File | null) => {
    setMessage(null);
    setLogo.mutate(file, {
      onSuccess: () => setMessage({ tone: 'success', text: file ? s.logoSaved : s.logoRemoved }),
      onError: (error) => {
        if (!isUnauthorized(error)) setMessage(failure(s.logoFailed, error));
      },
      onSettled: () => {
        if (fileRef.current) fileRef.current.value = '';
      },
    });
  };

  return (
    <Stack gap="xs">
      <Group align="center" gap="md" wrap="wrap">
        {logoUrl ? (
          <Image src={logoUrl} alt={fmt(s.logoAlt, { name })} h={64} w="auto" fit="contain" radius="sm" />
        ) : (
          <Text size="sm" c="dimmed">
            {s.noLogo}
          </Text>
        )}
        {canChange && logoUrl && (
          <Button
            variant="default"
            size="xs"
            loading={setLogo.isPending && setLogo.variables === null}
            onClick={() => change(null)}
          >
            {s.removeLogo}
          </Button>
        )}
      </Group>
      {canChange && (
        <div>
          <label htmlFor={id} className={fileInput.label}>
            {s.logo}
          </label>
          <input
            ref={fileRef}
            id={id}
            type="file"
            accept={LOGO_TYPES}
            className={fileInput.input}
            aria-describedby={`${id}-hint`}
            disabled={setLogo.isPending}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) change(file);
            }}
          />
          <Text size="sm" c="dimmed" mt={4} id={`${id}-hint`}>
            {s.logoHint}
          </Text>
        </div>
      )}
      <FormNotice message={message} />
    </Stack>
  );
}
