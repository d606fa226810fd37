import { Fieldset, Stack, Text } from '@mantine/core';
import { Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMenuAccess } from '../../lib/access.ts';
import { errorMessage } from '../../lib/api.ts';
import { t } from '../../lib/i18n/index.ts';
import { useInstituteSettings } from './api/institute.ts';
import { BooksSection } from './components/BooksSection.tsx';
import { JobsSection } from './components/JobsSection.tsx';
import { LogoField } from './components/LogoField.tsx';
import { SettingsForm } from './components/SettingsForm.tsx';

const s = t.institute.settings;

/** FrmName InstituteSettings: the institute's details, logo, years and numbering, its books, and its background jobs. */
export default function InstituteSettingsScreen() {
  const settings = useInstituteSettings();
  const access = useMenuAccess('InstituteSettings');
  const canChange = access.canManage;
  return (
    <Stack gap="lg">
      <PageHeader title={s.title} intro={s.intro} />
      {settings.isPending && <Text role="status">{t.common.loading}</Text>}
      {settings.isError && <Notice tone="error">{errorMessage(settings.error)}</Notice>}
      {settings.data && (
        <>
          {!access.loading && !access.error && !canChange && <Notice tone="info">{s.viewOnly}</Notice>}
          <Fieldset legend={s.logo}>
            <LogoField logoUrl={settings.data.logoUrl} name={settings.data.name} canChange={canChange} />
          </Fieldset>
          <SettingsForm settings={settings.data} canChange={canChange} />
          <BooksSection canChange={canChange} />
          <JobsSection canChange={canChange} />
        </>
      )}
    </Stack>
  );
}
