import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMenuAccess } from '../../lib/access.ts';
import { tFees } from '../../lib/i18n/fees.ts';
import { FeeHeadsPanel } from './components/FeeHeadsPanel.tsx';
import { FeePlansPanel } from './components/FeePlansPanel.tsx';
import { OnlinePaymentsPanel } from './components/OnlinePaymentsPanel.tsx';
import './mantine-styles.ts';

const s = tFees.screen;

/** BatchFees: the fee plans (what a batch's students are billed), the fee heads they are made of, and paying online. */
export default function BatchFeesScreen() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'heads' || asked === 'online' ? asked : 'plans';
  const { denied, canManage } = useMenuAccess('BatchFees');
  if (denied) return <NoAccess />;
  // The tab is in the URL, so a refresh or Back keeps it.
  const choose = (next: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next ?? 'plans');
        return copy;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg">
      <PageHeader title={s.title} intro={s.intro} />
      <Tabs value={tab} keepMounted={false} onChange={choose}>
        <Tabs.List>
          <Tabs.Tab value="plans">{s.tabs.plans}</Tabs.Tab>
          <Tabs.Tab value="heads">{s.tabs.heads}</Tabs.Tab>
          <Tabs.Tab value="online">{s.tabs.online}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="plans" pt="md">
          <FeePlansPanel canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="heads" pt="md">
          <FeeHeadsPanel canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="online" pt="md">
          <OnlinePaymentsPanel canManage={canManage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
