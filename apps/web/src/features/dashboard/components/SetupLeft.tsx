import { Anchor, Button, Group, Image, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useMenuAccess } from '../../../lib/access.ts';
import { useInstituteBrand } from '../../../lib/brand.ts';
import { fmt, t } from '../../../lib/i18n/index.ts';
import { useScreenNav } from '../../../lib/screenNav.ts';

const s = t.institute.onboarding;

/** The institute's logo and name at the top of the dashboard. */
export function InstituteHeading() {
  const brand = useInstituteBrand().data;
  if (!brand) return null;
  return (
    <Group gap="sm" wrap="nowrap">
      {brand.logoUrl && (
        <Image
          src={brand.logoUrl}
          alt={fmt(t.institute.settings.logoAlt, { name: brand.name })}
          h={48}
          w="auto"
          fit="contain"
        />
      )}
      <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
        {brand.name}
      </Text>
    </Group>
  );
}

/** Until first-run setup is complete, the dashboard lists what is left, for those who can do it. */
export function SetupLeft() {
  const brand = useInstituteBrand().data;
  const { canManage } = useMenuAccess('InstituteSettings');
  const { screenHref } = useScreenNav();
  if (!brand || !canManage || brand.onboarding.left.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {fmt(s.leftTitle, { name: brand.name })}
        </Title>
        <Text size="sm">{s.leftIntro}</Text>
        <List size="sm">
          {brand.onboarding.left.map((step) => (
            <List.Item key={step}>{s.left[step]}</List.Item>
          ))}
        </List>
        <Group gap="sm">
          <Button component={Link} to={screenHref('InstituteSettings')} size="xs">
            {s.openSettings}
          </Button>
          {brand.onboarding.left.includes('centre') && (
            <Anchor component={Link} to={screenHref('Center')} size="sm">
              {s.addCentre}
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
