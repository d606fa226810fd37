import { Stack } from '@mantine/core';
import type { Centre, CentreListQuery } from '@kaksha/contracts';
import { FilterBar, useFilters } from '../../components/FilterBar.tsx';
import { FormNotice } from '../../components/FormNotice.tsx';
import { RecordFormModal } from '../../components/RecordDialogs.tsx';
import { RowActions } from '../../components/RowActions.tsx';
import { useActiveSwitch } from '../../components/ActiveSwitch.tsx';
import { activeStatusFilter } from '../../components/activeStatus.ts';
import { ListHeader } from '../../components/PageHeader.tsx';
import { ResponsiveTable } from '../../components/ResponsiveTable.tsx';
import { usePaging } from '../../components/useListPage.ts';
import { useRecordScreen } from '../../components/useRecordScreen.ts';
import { StatusPill } from '../../components/StatusPill.tsx';
import { fmt } from '../../lib/i18n/index.ts';
import { tCentres } from '../../lib/i18n/centres.ts';
import { useCentres, useSaveCentre } from './api/centres.ts';
import { CentreForm } from './components/CentreForm.tsx';
import classes from './components/centres.module.css';
import './mantine-styles.ts';

const s = tCentres.list;
const PAGE_SIZE = 20;

/** The Center screen: the organisation's centres; search, pages, add, edit, (de)activate. */
export default function CenterScreen() {
  const filters = useFilters({ q: '', status: 'all' }, 'q');
  const screen = useRecordScreen<Centre>();
  const paging = usePaging(Object.values(filters.values), PAGE_SIZE);
  const query: CentreListQuery = {
    page: paging.page,
    pageSize: PAGE_SIZE,
    sort: 'CentreName',
    q: filters.values.q || undefined,
    active: filters.values.status as CentreListQuery['active'],
  };
  const centres = useCentres(query);
  const save = useSaveCentre();

  const activeSwitch = useActiveSwitch({ screen, save, words: s, nameOf: (centre) => centre.CentreName });

  const badge = (centre: Centre) => (
    <StatusPill active={centre.active}>{centre.active ? s.active : s.inactive}</StatusPill>
  );
  const people = (centre: Centre) =>
    fmt(s.peopleCount, { teachers: centre.teacherCount, staff: centre.staffCount });
  const actions = (centre: Centre) => (
    <RowActions
      record={centre.CentreName}
      actions={[
        {
          label: s.edit,
          name: fmt(s.editFor, { name: centre.CentreName }),
          onClick: () => screen.startEdit(centre),
        },
        activeSwitch.action(centre),
      ]}
    />
  );

  return (
    <Stack gap="lg">
      <ListHeader words={s} onAdd={screen.startAdd} />

      <FilterBar
        filters={filters}
        fields={[
          { kind: 'search', key: 'q', label: s.search, placeholder: s.searchHint },
          activeStatusFilter(s),
        ]}
      />

      <FormNotice message={screen.notice} />
      <ResponsiveTable
        label={s.table}
        list={centres}
        emptyText={filters.filtered ? s.empty : s.emptyNone}
        rowKey={(centre) => centre.id}
        columns={[
          { header: s.code, cell: (centre) => centre.CentreCode, onCard: true },
          { header: s.name, cell: (centre) => centre.CentreName, rowHeader: true },
          {
            header: s.address,
            cell: (centre) => <div className={classes.address}>{centre.address || s.none}</div>,
            onCard: (centre) => centre.address || s.none,
          },
          { header: s.phone, cell: (centre) => centre.phone || s.none, onCard: true },
          { header: s.people, cell: people, onCard: true },
          { header: s.status, cell: badge },
          { header: s.actions, cell: actions },
        ]}
        card={{ title: (centre) => centre.CentreName, badge, actions }}
        {...paging}
        strings={s}
      />

      <RecordFormModal
        screen={screen}
        title={(centre) =>
          centre ? fmt(tCentres.form.editTitle, { name: centre.CentreName }) : tCentres.form.addTitle
        }
      >
        {(centre) => <CentreForm centre={centre} onCancel={screen.close} onDone={screen.saved} />}
      </RecordFormModal>

      {activeSwitch.dialog}
    </Stack>
  );
}
