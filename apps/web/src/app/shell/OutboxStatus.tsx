import { useEffect, useState } from 'react';
import { Anchor } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Notice } from '../../components/Notice.tsx';
import { fmt, t } from '../../lib/i18n/index.ts';
import { onSent, startOutbox, useOutbox } from '../../lib/outbox.ts';

const count = (n: number, forms: { one: string; many: string }) =>
  n === 1 ? forms.one : fmt(forms.many, { n });

/**
 * What the device keeps unsent (decision 092): "2 registers waiting to be saved", then "Saved" once
 * they have all gone; a kept save the server refused, with a link to where it is dealt with.
 */
export function OutboxStatus() {
  const queryClient = useQueryClient();
  const entries = useOutbox();
  const waiting = entries.filter((e) => e.state === 'waiting').length;
  const refused = entries.filter((e) => e.state !== 'waiting');
  // A kept save went through: "Saved" once none waits, for a while.
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    startOutbox();
    return onSent((entry) => {
      setSaved(true);
      void queryClient.invalidateQueries({ queryKey: entry.invalidates });
    });
  }, [queryClient]);
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), 15_000);
    return () => window.clearTimeout(timer);
  }, [saved]);

  if (!waiting && !refused.length && !saved) return null;
  return (
    <div style={{ marginBottom: '1rem', display: 'grid', gap: '0.5rem' }}>
      {waiting > 0 && (
        <Notice tone="info">
          <strong>{count(waiting, t.shell.outbox.waiting)}</strong> {t.shell.outbox.waitingHint}
        </Notice>
      )}
      {waiting === 0 && refused.length === 0 && saved && (
        <Notice tone="success">{t.shell.outbox.saved}</Notice>
      )}
      {refused.length > 0 && (
        <Notice
          tone="error"
          role="status"
          action={
            <Anchor component={Link} to={refused[0]!.href}>
              {t.shell.outbox.open}
            </Anchor>
          }
        >
          {count(refused.length, t.shell.outbox.needsLook)}
        </Notice>
      )}
    </div>
  );
}
