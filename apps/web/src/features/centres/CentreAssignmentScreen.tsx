import { useState } from 'react';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { CentreAssignee, CentreAssignments } from '@kaksha/contracts';
import { Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { errorMessage, isApiClientError, isUnauthorized } from '../../lib/api.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tCentres } from '../../lib/i18n/centres.ts';
import { useAssignmentCentres, useCentreAssignments, useSaveCentreAssignments } from './api/centres.ts';
import classes from './components/centres.module.css';
import './mantine-styles.ts';

const s = tCentres.assign;

function PeopleList({
  legend,
  filterLabel,
  empty,
  people,
  chosen,
  onToggle,
}: {
  legend: string;
  filterLabel: string;
  empty: string;
  people: CentreAssignee[];
  chosen: Set<number>;
  onToggle: (id: number, on: boolean) => void;
}) {
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? people.filter((p) => p.name.toLowerCase().includes(needle) || p.email.toLowerCase().includes(needle))
    : people;
  return (
    <Fieldset legend={legend} radius="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed" role="status">
          {fmt(s.chosen, { count: people.filter((p) => chosen.has(p.id)).length, total: people.length })}
        </Text>
        {people.length > 8 && (
          <TextInput
            label={filterLabel}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
          />
        )}
        {people.length === 0 ? (
          <p className={classes.empty}>{empty}</p>
        ) : shown.length === 0 ? (
          <p className={classes.empty}>{s.noMatch}</p>
        ) : (
          <ul className={classes.people}>
            {shown.map((person) => (
              <li key={person.id} className={classes.person}>
                <Checkbox
                  styles={{ body: { minWidth: 0 }, labelWrapper: { minWidth: 0 } }}
                  label={person.name}
                  description={person.email}
                  checked={chosen.has(person.id)}
                  onChange={(e) => onToggle(person.id, e.currentTarget.checked)}
                />
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Fieldset>
  );
}

function AssignmentForm({ data }: { data: CentreAssignments }) {
  const save = useSaveCentreAssignments();
  const [teachers, setTeachers] = useState(
    () => new Set(data.teachers.filter((p) => p.assigned).map((p) => p.id)),
  );
  const [staff, setStaff] = useState(() => new Set(data.staff.filter((p) => p.assigned).map((p) => p.id)));
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string; detail?: string } | null>(
    null,
  );
  const toggle = (set: typeof setTeachers) => (id: number, on: boolean) =>
    set((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const onSave = () => {
    setMessage(null);
    save.mutate(
      { id: data.centre.id, people: { teacherIds: [...teachers], staffIds: [...staff] } },
      {
        onSuccess: (saved) =>
          setMessage({ tone: 'success', text: fmt(s.saved, { name: saved.centre.CentreName }) }),
        onError: (error) => {
          if (isUnauthorized(error)) return;
          setMessage({
            tone: 'error',
            text: s.failed,
            detail: isApiClientError(error) ? errorMessage(error) : undefined,
          });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {!data.centre.active && <Notice tone="info">{s.inactiveCentre}</Notice>}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <PeopleList
          legend={s.teachers}
          filterLabel={s.filterTeachers}
          empty={s.noTeachers}
          people={data.teachers}
          chosen={teachers}
          onToggle={toggle(setTeachers)}
        />
        <PeopleList
          legend={s.staff}
          filterLabel={s.filterStaff}
          empty={s.noStaff}
          people={data.staff}
          chosen={staff}
          onToggle={toggle(setStaff)}
        />
      </SimpleGrid>
      {message && (
        <Notice tone={message.tone}>
          {message.text}
          {message.detail && <div>{message.detail}</div>}
        </Notice>
      )}
      <Group>
        <Button onClick={onSave} loading={save.isPending}>
          {s.save}
        </Button>
      </Group>
    </Stack>
  );
}

/** The CentreAsignment screen: choose a centre, then the teachers and staff placed there. */
export default function CentreAssignmentScreen() {
  const centres = useAssignmentCentres();
  const [chosen, setChosen] = useState<number | null>(null);
  const assignments = useCentreAssignments(chosen);

  return (
    <Stack gap="lg" maw={1040}>
      <PageHeader title={s.title} intro={s.intro} />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        {centres.isPending && <Text role="status">{s.loading}</Text>}
        {centres.isError && <Notice tone="error">{s.centresFailed}</Notice>}
        {centres.data && centres.data.total === 0 && <Notice tone="info">{s.noCentres}</Notice>}
        {centres.data && centres.data.total > 0 && (
          <NativeSelect
            label={s.centre}
            maw={420}
            value={chosen === null ? '' : String(chosen)}
            onChange={(e) => setChosen(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
            data={[
              { value: '', label: s.pick },
              ...centres.data.data.map((c) => ({
                value: String(c.id),
                label: `${c.CentreName} (${c.CentreCode})`,
              })),
            ]}
          />
        )}
      </Paper>
      {chosen !== null && assignments.isPending && <Text role="status">{s.loading}</Text>}
      {chosen !== null && assignments.isError && <Notice tone="error">{s.loadFailed}</Notice>}
      {assignments.data && chosen !== null && <AssignmentForm key={chosen} data={assignments.data} />}
    </Stack>
  );
}
