import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { NoAccess } from '../../components/NoAccess.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useMenuAccess } from '../../lib/access.ts';
import { tMessages } from '../../lib/i18n/messages.ts';
import { AnnouncementsPanel } from './components/AnnouncementsPanel.tsx';
import { ChannelsPanel } from './components/ChannelsPanel.tsx';
import { DeliveryLog } from './components/DeliveryLog.tsx';
import { TemplatesPanel } from './components/TemplatesPanel.tsx';
import './mantine-styles.ts';

const s = tMessages;
const TABS = ['log', 'announcements', 'templates', 'channels'] as const;
type Tab = (typeof TABS)[number];

/** Messages (Administration): the delivery log, the templates and the channels, one tab each (in the URL). */
export default function MessagesScreen() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'log';
  const { denied, canManage } = useMenuAccess('Messages');
  if (denied) return <NoAccess />;
  const show = (next: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next ?? 'log');
        return copy;
      },
      { replace: true },
    );
  return (
    <Stack gap="lg">
      <PageHeader title={s.title} intro={s.intro} />
      <Tabs value={tab} onChange={show} keepMounted={false}>
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {s.tabs[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="log" pt="md">
          <DeliveryLog canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="announcements" pt="md">
          <AnnouncementsPanel canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="templates" pt="md">
          <TemplatesPanel canManage={canManage} />
        </Tabs.Panel>
        <Tabs.Panel value="channels" pt="md">
          <ChannelsPanel canManage={canManage} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
