import { useState, type ReactNode } from 'react';
import { Accordion, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Notice } from '../../components/Notice.tsx';
import { StatusPill } from '../../components/StatusPill.tsx';
import { isApiClientError } from '../../lib/api.ts';
import { useScreenNav } from '../../lib/screenNav.ts';
import { useTeacherCard } from './api/teachers.ts';
import { AddressPanel } from './components/AddressPanel.tsx';
import { CentrePanel } from './components/CentrePanel.tsx';
import { EducationPanel } from './components/EducationPanel.tsx';
import { ExperiencePanel } from './components/ExperiencePanel.tsx';
import { KycPanel } from './components/KycPanel.tsx';
import { SubjectPanel } from './components/SubjectPanel.tsx';
import classes from './components/panels.module.css';
import { useTeacherId } from './teacherId.ts';
import './mantine-styles.ts';
import { tTeachers } from '../../lib/i18n/teachers.ts';

const s = tTeachers.panels;

const PANELS: { value: string; title: string; Body: (props: { teacherId: number }) => ReactNode }[] = [
  { value: 'address', title: s.address, Body: AddressPanel },
  { value: 'education', title: s.education, Body: EducationPanel },
  { value: 'experience', title: s.experience, Body: ExperiencePanel },
  { value: 'subject', title: s.subject, Body: SubjectPanel },
  { value: 'centre', title: s.centre, Body: CentrePanel },
  { value: 'kyc', title: s.kyc, Body: KycPanel },
];

function BackToTeachers() {
  const nav = useScreenNav();
  if (!nav.hasScreen('Manageteacher')) return null;
  return (
    <Button component={Link} to={nav.screenHref('Manageteacher')} variant="default" size="sm">
      {s.back}
    </Button>
  );
}

/** The teacher detail screen (/panels, FrmName Panels): collapsible panels for the teacher in local storage. */
export default function PanelsScreen() {
  const teacherId = useTeacherId();
  const card = useTeacherCard(teacherId);
  // Panels load their data when first opened; the address is open to begin with.
  const [open, setOpen] = useState<string[]>(['address']);

  if (teacherId === null) {
    return (
      <Stack gap="md" maw={720}>
        <Title order={2}>{s.title}</Title>
        <Notice tone="error">{s.missingId}</Notice>
        <Text>{s.chooseTeacher}</Text>
        <Group>
          <BackToTeachers />
        </Group>
      </Stack>
    );
  }

  const missing = card.isError && isApiClientError(card.error) && card.error.status === 404;

  return (
    <Stack gap="lg" maw={1040}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={2}>{card.data?.name ?? s.title}</Title>
          {card.data && (
            <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {card.data.email} · {card.data.mobile}
              {!card.data.active && (
                <StatusPill active={false} className={classes.inlinePill}>
                  {s.inactive}
                </StatusPill>
              )}
            </Text>
          )}
        </div>
        <BackToTeachers />
      </Group>
      {card.isPending && <Text role="status">{s.loading}</Text>}
      {missing && <Notice tone="error">{s.notFound}</Notice>}
      {card.isError && !missing && <Notice tone="error">{s.loadFailed}</Notice>}
      {card.data && (
        <Paper withBorder radius="lg">
          <Accordion multiple value={open} onChange={setOpen} order={3} chevronPosition="right">
            {PANELS.map(({ value, title, Body }) => (
              <Accordion.Item key={value} value={value}>
                <Accordion.Control>
                  <Text fw={700} component="span">
                    {title}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>{open.includes(value) && <Body teacherId={card.data.id} />}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Paper>
      )}
    </Stack>
  );
}
