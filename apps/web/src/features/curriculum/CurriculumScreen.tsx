import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import type { CurriculumItem, CurriculumKind, CurriculumListQuery } from '@kaksha/contracts';
import { curriculumBody } from '@kaksha/contracts';
import { FormModal } from '../../components/FormModal.tsx';
import { type FormMessage, FormNotice } from '../../components/FormNotice.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { LoadFailed, Notice } from '../../components/Notice.tsx';
import { PageCount } from '../../components/PageCount.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMenuAccess } from '../../lib/access.ts';
import { errorMessage } from '../../lib/api.ts';
import { serverFieldErrors, zodResolver } from '../../lib/form.ts';
import { fmt } from '../../lib/i18n/index.ts';
import { tCurriculum } from '../../lib/i18n/curriculum.ts';
import { useMediaQuery } from '@mantine/hooks';
import { useCurriculumList, useDeleteCurriculumItem, useSaveCurriculumItem } from './api/curriculum.ts';
import './mantine-styles.ts';

const c = tCurriculum.common;
const PAGE_SIZE = 20;
type Sort = NonNullable<CurriculumListQuery['sort']>;

function ItemForm({
  kind,
  item,
  onCancel,
  onDone,
}: {
  kind: CurriculumKind;
  item: CurriculumItem | null;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const s = tCurriculum[kind];
  const save = useSaveCurriculumItem();
  const form = useForm({
    initialValues: { code: item?.code ?? '', name: item?.name ?? '' },
    clearInputErrorOnChange: false,
    validate: zodResolver(curriculumBody),
    transformValues: (values) => curriculumBody.parse(values),
  });
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setProblem(null);
    form.onSubmit((values) => {
      save.mutate(
        { kind, id: item?.id, ...values },
        {
          onSuccess: (saved) => onDone(fmt(item ? s.updated : s.added, { code: saved.code })),
          onError: (error) => {
            const fieldErrors = serverFieldErrors(error);
            form.setErrors(fieldErrors);
            // A refusal the fields explain needs no notice.
            if (!fieldErrors.code && !fieldErrors.name)
              setProblem(fmt(c.saveFailed, { message: errorMessage(error) }));
          },
        },
      );
    })(event);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={c.code}
          required
          maxLength={20}
          autoComplete="off"
          description={s.codeHint}
          {...form.getInputProps('code')}
          // Codes are upper case; typing shows them so.
          onChange={(e) => form.setFieldValue('code', e.currentTarget.value.toUpperCase())}
          data-autofocus
        />
        <TextInput label={c.name} required maxLength={100} {...form.getInputProps('name')} />
        {problem && <Notice tone="error">{problem}</Notice>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {c.cancel}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {c.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const menuOf: Record<CurriculumKind, 'Board' | 'Class' | 'Subject'> = {
  board: 'Board',
  class: 'Class',
  subject: 'Subject',
};

/**
 * The Board, Class and Subject screens: a searchable, sortable page of items; add, edit, delete for
 * those who manage the menu, the same list without those actions for those who may only view it.
 */
export function CurriculumScreen({ kind }: { kind: CurriculumKind }) {
  const access = useMenuAccess(menuOf[kind]);
  if (access.loading) return <Text role="status">{c.loading}</Text>;
  if (access.error) return <Notice tone="error">{errorMessage(access.error)}</Notice>;
  return <CurriculumList kind={kind} canManage={access.canManage} />;
}

function CurriculumList({ kind, canManage }: { kind: CurriculumKind; canManage: boolean }) {
  const s = tCurriculum[kind];
  const phone = !useMediaQuery('(min-width: 36em)', undefined, { getInitialValueInEffect: false });
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<Sort>('code');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CurriculumItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CurriculumItem | null>(null);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [search] = useDebouncedValue(q.trim(), 300);
  const list = useCurriculumList(kind, { page, pageSize: PAGE_SIZE, sort, q: search || undefined });
  const remove = useDeleteCurriculumItem();

  const confirmDelete = (item: CurriculumItem) => {
    remove.mutate(
      { kind, id: item.id },
      {
        onSuccess: () => setMessage({ tone: 'success', text: fmt(s.deleted, { code: item.code }) }),
        onError: (error) =>
          setMessage({ tone: 'error', text: fmt(c.deleteFailed, { message: errorMessage(error) }) }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  const actions = (item: CurriculumItem) => (
    <>
      <Button
        size="xs"
        variant="default"
        aria-label={fmt(s.editFor, { code: item.code })}
        onClick={() => {
          setMessage(null);
          setEditing(item);
        }}
      >
        {c.edit}
      </Button>
      <Button
        size="xs"
        variant="outline"
        color="red.9"
        aria-label={fmt(s.deleteFor, { code: item.code })}
        onClick={() => {
          setMessage(null);
          setDeleting(item);
        }}
      >
        {c.delete}
      </Button>
    </>
  );

  const data = list.data;

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={s.title}
        intro={s.intro}
        action={
          canManage && (
            <Button
              onClick={() => {
                setMessage(null);
                setEditing('new');
              }}
            >
              {s.add}
            </Button>
          )
        }
      />

      <FormNotice message={message} />

      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group align="flex-end" wrap="wrap" gap="sm">
            <TextInput
              label={c.search}
              placeholder={c.searchHint}
              type="search"
              value={q}
              onChange={(e) => {
                // A new search starts from the first page.
                setQ(e.currentTarget.value);
                setPage(1);
              }}
              style={{ flex: '1 1 14rem' }}
            />
            <NativeSelect
              label={c.sort}
              value={sort}
              onChange={(e) => {
                setSort(e.currentTarget.value as Sort);
                setPage(1);
              }}
              data={[
                { value: 'code', label: c.sortCode },
                { value: 'name', label: c.sortName },
                { value: '-createdAt', label: c.sortNewest },
              ]}
              style={{ flex: '0 1 12rem' }}
            />
          </Group>

          {list.isPending && <Text role="status">{c.loading}</Text>}
          {list.isError && (
            <LoadFailed onRetry={() => void list.refetch()}>
              {s.loadFailed} {errorMessage(list.error)}
            </LoadFailed>
          )}
          {data && data.total === 0 && (
            <Text role="status" py="md">
              {search ? fmt(s.emptySearch, { q: search }) : canManage ? s.empty : s.emptyReadOnly}
            </Text>
          )}
          {data && data.data.length > 0 && phone && (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={s.table}>
              {data.data.map((item) => (
                <Paper component="li" key={item.id} withBorder radius="md" p="sm">
                  <Text fw={700}>{item.code}</Text>
                  <Text>{item.name}</Text>
                  <Text size="sm" c="dimmed">
                    {c.chapters}: {item.chapterCount}
                  </Text>
                  {canManage && (
                    <Group gap="xs" mt="xs">
                      {actions(item)}
                    </Group>
                  )}
                </Paper>
              ))}
            </Stack>
          )}
          {data && data.data.length > 0 && !phone && (
            <Table
              striped
              highlightOnHover
              verticalSpacing="sm"
              aria-label={s.table}
              aria-busy={list.isFetching}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{c.code}</Table.Th>
                  <Table.Th scope="col">{c.name}</Table.Th>
                  <Table.Th scope="col">{c.chapters}</Table.Th>
                  {canManage && (
                    <Table.Th scope="col">
                      <span className="visually-hidden">{c.actions}</span>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Text fw={700} size="sm">
                        {item.code}
                      </Text>
                    </Table.Td>
                    <Table.Td>{item.name}</Table.Td>
                    <Table.Td>{item.chapterCount}</Table.Td>
                    {canManage && (
                      <Table.Td>
                        <Group gap="xs" justify="flex-end" wrap="nowrap">
                          {actions(item)}
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {data && data.total > 0 && (
            <PageCount
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onPageChange={setPage}
              showing={c.showing}
              pagesLabel={`${c.pages}: ${s.title}`}
            />
          )}
        </Stack>
      </Paper>

      <FormModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing && editing !== 'new' ? fmt(s.editTitle, { code: editing.code }) : s.addTitle}
        size="md"
      >
        {editing !== null && (
          <ItemForm
            key={editing === 'new' ? 'new' : editing.id}
            kind={kind}
            item={editing === 'new' ? null : editing}
            onCancel={() => setEditing(null)}
            onDone={(text) => {
              setEditing(null);
              setMessage({ tone: 'success', text });
            }}
          />
        )}
      </FormModal>

      <ConfirmDialog
        opened={deleting !== null}
        title={c.confirmTitle}
        question={deleting && fmt(s.confirmDelete, { code: deleting.code, name: deleting.name })}
        confirmLabel={c.delete}
        cancelLabel={c.cancel}
        busy={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
