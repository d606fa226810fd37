import { useState, type FormEvent } from 'react';
import { Button, Group, NumberInput, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { roomInput, type Room } from '@kaksha/contracts';
import { FormNotice, failure, type FormMessage } from '../../../components/FormNotice.tsx';
import { StatusPill } from '../../../components/StatusPill.tsx';
import { isUnauthorized } from '../../../lib/api.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tBatches } from '../../../lib/i18n/batches.ts';
import { useBatchChoices, useRooms, useSaveRoom } from '../api/batches.ts';

const s = tBatches.rooms;

/** The rooms of every centre: add one, take one out of use (its batches keep it). */
export function RoomsPanel({ canManage }: { canManage: boolean }) {
  const rooms = useRooms().data?.data;
  const centres = useBatchChoices().data?.centres ?? [];
  const save = useSaveRoom();
  const [centreId, setCentreId] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [capacity, setCapacity] = useState<number | string>('');
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const run = (id: number | null, input: unknown, done: () => void) => {
    const parsed = roomInput.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setMessage(null);
    save.mutate(
      { id, room: parsed.data },
      {
        onSuccess: (saved) => {
          setMessage({ tone: 'success', text: fmt(s.saved, { name: saved.name }) });
          done();
        },
        onError: (error) => {
          if (!isUnauthorized(error)) setMessage(failure(s.failed, error));
        },
      },
    );
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    run(null, { centreId: Number(centreId) || 0, name, capacity: capacity === '' ? null : capacity }, () => {
      setName('');
      setCapacity('');
    });
  };
  const toggle = (room: Room) =>
    run(
      room.id,
      { centreId: room.centreId, name: room.name, capacity: room.capacity, active: !room.active },
      () => undefined,
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {s.intro}
      </Text>
      {canManage && (
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <form onSubmit={add} noValidate>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <Select
                label={s.centre}
                required
                value={centreId}
                onChange={setCentreId}
                error={errors.centreId}
                data={centres.map((c) => ({ value: String(c.id), label: c.name }))}
                w={220}
              />
              <TextInput
                label={s.name}
                required
                value={name}
                maxLength={60}
                error={errors.name}
                onChange={(e) => setName(e.currentTarget.value)}
                w={180}
              />
              <NumberInput
                label={s.capacity}
                min={1}
                max={1000}
                value={capacity}
                onChange={setCapacity}
                w={110}
              />
              <Button type="submit" mt={24} loading={save.isPending}>
                {s.add}
              </Button>
            </Group>
          </form>
        </Paper>
      )}
      <FormNotice message={message} />
      {rooms && rooms.length === 0 && <Text c="dimmed">{s.empty}</Text>}
      {rooms && rooms.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-label={s.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{s.name}</Table.Th>
                <Table.Th>{s.centre}</Table.Th>
                <Table.Th>{s.capacity}</Table.Th>
                <Table.Th>{s.active}</Table.Th>
                {canManage && <Table.Th>{tBatches.list.actions}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rooms.map((room) => (
                <Table.Tr key={room.id}>
                  <Table.Th scope="row">{room.name}</Table.Th>
                  <Table.Td>{room.centreName}</Table.Td>
                  <Table.Td>{room.capacity ?? tBatches.list.none}</Table.Td>
                  <Table.Td>
                    <StatusPill active={room.active}>{room.active ? s.inUse : s.outOfUse}</StatusPill>
                  </Table.Td>
                  {canManage && (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => toggle(room)}
                        aria-label={fmt(room.active ? s.takeOutFor : s.putBackFor, { name: room.name })}
                      >
                        {room.active ? s.takeOut : s.putBack}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
