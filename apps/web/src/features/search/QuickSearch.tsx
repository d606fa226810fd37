import { Suspense, lazy, useEffect, useState } from 'react';
import { UnstyledButton } from '@mantine/core';
import type { SessionUser } from '@kaksha/contracts';
import { fmt, t } from '../../lib/i18n/index.ts';
import classes from './QuickSearch.module.css';

// The dialog, its strings and its formats load on first open (or when the box is first hovered or
// focused), so the first page's JavaScript does not grow by them (decision 089).
const loadDialog = () => import('./QuickSearchDialog.tsx');
const QuickSearchDialog = lazy(loadDialog);

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Ctrl+K, or ⌘K on a Mac: the keys that open the quick search from any screen. */
export const isSearchShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>) =>
  event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey;

/** The search box in the top bar: it opens the quick search, as Ctrl+K / ⌘K do anywhere. */
export function QuickSearch({ user }: { user: SessionUser }) {
  const [opened, setOpened] = useState(false);
  const [asked, setAsked] = useState(false);
  const keys = isMac() ? '⌘K' : 'Ctrl+K';

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setAsked(true);
      setOpened(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <UnstyledButton
        className={classes.box}
        onClick={() => {
          setAsked(true);
          setOpened(true);
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-label={fmt(t.shell.searchLabel, { keys })}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
      >
        <svg className={classes.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={classes.text} aria-hidden="true">
          {t.shell.search}
        </span>
        <kbd className={classes.keys} aria-hidden="true">
          {keys}
        </kbd>
      </UnstyledButton>
      {asked && (
        <Suspense fallback={null}>
          <QuickSearchDialog user={user} opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
