import { useState, type FormEvent } from 'react';
import { Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { centre as centreSchema, centreInput, type InstituteSettings } from '@kaksha/contracts';
import { failure, type FormMessage } from '../../components/FormNotice.tsx';
import { apiRequest, isUnauthorized } from '../../lib/api.ts';
import { brandKey, useInstituteBrand } from '../../lib/brand.ts';
import { t } from '../../lib/i18n/index.ts';
import { useDismissOnboarding, useInstituteSettings, useSaveInstituteSettings } from './api/institute.ts';
import { LogoField } from './components/LogoField.tsx';
import { monthOptions } from './months.ts';
import { FormActions } from '../../components/FormActions.tsx';

const s = t.institute.onboarding;

/**
 * First-run setup for whoever may manage the institute's settings: the name, the logo, a first
 * centre and the academic year, in one dialog that opens by itself until it is finished or skipped.
 */
export function OnboardingDialog({ canManage }: { canManage: boolean }) {
  const brand = useInstituteBrand();
  const open =
    canManage &&
    brand.data !== undefined &&
    !brand.data.onboarding.dismissed &&
    brand.data.onboarding.left.length > 0;
  const settings = useInstituteSettings(open);
  const dismiss = useDismissOnboarding();
  return (
    <Modal
      opened={open}
      onClose={() => dismiss.mutate()}
      title={s.title}
      size="lg"
      closeButtonProps={{ 'aria-label': t.common.close }}
    >
      {settings.data && brand.data && (
        <SetupForm
          settings={settings.data}
          needsCentre={brand.data.onboarding.left.includes('centre')}
          onSkip={() => dismiss.mutate()}
        />
      )}
    </Modal>
  );
}

function SetupForm({
  settings,
  needsCentre,
  onSkip,
}: {
  settings: InstituteSettings;
  needsCentre: boolean;
  onSkip: () => void;
}) {
  const queryClient = useQueryClient();
  const save = useSaveInstituteSettings();
  const dismiss = useDismissOnboarding();
  const [name, setName] = useState(settings.name);
  const [month, setMonth] = useState(String(settings.academicYearStartMonth));
  const [centreCode, setCentreCode] = useState('');
  const [centreName, setCentreName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    setErrors({});
    const centre = centreInput.safeParse({ CentreCode: centreCode, CentreName: centreName });
    const wantsCentre = needsCentre && (centreCode.trim() !== '' || centreName.trim() !== '');
    if (wantsCentre && !centre.success) {
      setErrors(Object.fromEntries(centre.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setBusy(true);
    try {
      const {
        logoUrl: _l,
        receiptNumberExample: _r,
        admissionNumberExample: _a,
        updatedAt: _u,
        ...current
      } = settings;
      await save.mutateAsync({ ...current, name, academicYearStartMonth: Number(month) });
      if (wantsCentre && centre.success)
        await apiRequest('/api/v1/centres', { method: 'POST', json: centre.data, schema: centreSchema });
      await dismiss.mutateAsync();
      await queryClient.invalidateQueries({ queryKey: brandKey });
    } catch (error) {
      if (isUnauthorized(error)) return;
      const fields = (error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
      setErrors(fields);
      setMessage(failure(s.failed, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        <Text size="sm">{s.intro}</Text>
        <TextInput
          label={s.nameStep}
          required
          value={name}
          error={errors.name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        <div>
          <Text fw={500} size="sm" mb={4}>
            {s.logoStep}
          </Text>
          <LogoField logoUrl={settings.logoUrl} name={name} canChange />
        </div>
        {needsCentre && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={s.centreCode}
              description={s.centreCodeHint}
              value={centreCode}
              error={errors.CentreCode}
              maxLength={20}
              onChange={(e) => setCentreCode(e.currentTarget.value)}
            />
            <TextInput
              label={s.centreName}
              value={centreName}
              error={errors.CentreName}
              maxLength={120}
              onChange={(e) => setCentreName(e.currentTarget.value)}
            />
          </SimpleGrid>
        )}
        <Select
          label={s.yearStep}
          data={monthOptions}
          value={month}
          allowDeselect={false}
          onChange={(v) => setMonth(v ?? month)}
        />
        <FormActions
          problem={message}
          words={{ save: s.finish, cancel: s.skip }}
          busy={busy}
          onCancel={onSkip}
        />
      </Stack>
    </form>
  );
}
