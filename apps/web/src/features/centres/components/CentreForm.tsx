import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { centreInput, type Centre } from '@kaksha/contracts';
import { Notice } from '../../../components/Notice.tsx';
import { errorMessage, isApiClientError, isUnauthorized } from '../../../lib/api.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { centreStrings } from '../strings.ts';
import { useSaveCentre } from '../api/saveCentre.ts';

const s = centreStrings.form;

/** Create and edit share one form: CentreCode (fixed once made), CentreName, address, phone, active. */
export function CentreForm({
  centre,
  onDone,
  onCancel,
}: {
  centre: Centre | null;
  onDone: (saved: Centre, message: string) => void;
  onCancel: () => void;
}) {
  const save = useSaveCentre();
  const [code, setCode] = useState(centre?.CentreCode ?? '');
  const [name, setName] = useState(centre?.CentreName ?? '');
  const [address, setAddress] = useState(centre?.address ?? '');
  const [phone, setPhone] = useState(centre?.phone ?? '');
  const [active, setActive] = useState(centre?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<{ text: string; detail?: string } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const parsed = centreInput.safeParse({ CentreCode: code, CentreName: name, address, phone, active });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    const { CentreCode: _, ...changes } = parsed.data;
    save.mutate(centre ? { id: centre.id, changes } : { changes: parsed.data }, {
      onSuccess: (saved) => onDone(saved, fmt(centre ? s.updated : s.created, { name: saved.CentreName })),
      onError: (error) => {
        if (isUnauthorized(error)) return;
        if (isApiClientError(error)) setErrors(error.fieldErrors);
        const detail = errorMessage(error);
        setProblem({ text: s.failed, detail: detail !== s.failed ? detail : undefined });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={s.code}
            required
            autoComplete="off"
            maxLength={20}
            readOnly={centre !== null}
            description={centre ? s.codeFixed : s.codeHint}
            value={code}
            error={errors.CentreCode}
            onChange={(e) => setCode(e.currentTarget.value)}
            data-autofocus={centre ? undefined : true}
          />
          <TextInput
            label={s.name}
            required
            autoComplete="off"
            maxLength={120}
            value={name}
            error={errors.CentreName}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus={centre ? true : undefined}
          />
          <Textarea
            label={s.address}
            autosize
            minRows={2}
            maxLength={500}
            value={address}
            error={errors.address}
            onChange={(e) => setAddress(e.currentTarget.value)}
          />
          <TextInput
            label={s.phone}
            type="tel"
            autoComplete="off"
            value={phone}
            error={errors.phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
          />
        </SimpleGrid>
        {centre && (
          <Checkbox label={s.active} checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
        )}
        {problem && (
          <Notice tone="error">
            {problem.text}
            {problem.detail && <div>{problem.detail}</div>}
          </Notice>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {s.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {s.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
