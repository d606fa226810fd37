import { useId, useMemo, useRef, useState } from 'react';
import { Button, Group, Loader, Modal, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@kaksha/contracts';
import { Notice } from '../../components/Notice.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useFormats } from '../../lib/format.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import { tSearch } from '../../lib/i18n/search.ts';
import { useScreenNav } from '../../lib/screenNav.ts';
import { SEARCH_MIN_LENGTH, useQuickSearch } from './api/search.ts';
import { forgetRecent, readRecent, rememberSearch } from './recent.ts';
import { chooseTeacher, groupsOf } from './results.ts';
import type { SearchOption } from './results.ts';
import classes from './QuickSearch.module.css';
import './mantine-styles.ts';

const s = tSearch;

/** What the list offers: records found, or (before typing) recent searches to run again. */
type Item = { option: SearchOption; recent?: never } | { recent: string; option?: never };

/**
 * The quick search (decision 089): a box and its results grouped by kind, each with its key facts.
 * The box is a combobox: ↑ and ↓ move through the results, Enter opens the one marked, Esc closes.
 * Before two characters are typed it offers the user's recent searches.
 */
export default function QuickSearchDialog({
  user,
  opened,
  onClose,
}: {
  user: SessionUser;
  opened: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const nav = useScreenNav();
  const formats = useFormats();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState(() => readRecent(user));
  const [debounced] = useDebouncedValue(text.trim(), 200);
  const found = useQuickSearch(debounced);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);

  const searching = text.trim().length >= SEARCH_MIN_LENGTH;
  const groups = useMemo(
    () =>
      searching && found.data
        ? groupsOf(found.data, {
            money: formats.money,
            calendarDate: formats.calendarDate,
            screenHref: nav.screenHref,
          })
        : [],
    [searching, found.data, formats, nav],
  );
  const items: Item[] = searching
    ? groups.flatMap((g) => g.options.map((option) => ({ option })))
    : recent.map((r) => ({ recent: r }));
  const current = Math.min(active, Math.max(items.length - 1, 0));
  const optionId = (i: number) => `${listId}-${i}`;

  const close = () => {
    setText('');
    setActive(0);
    onClose();
  };

  const choose = (item: Item | undefined) => {
    if (!item) return;
    if (item.recent !== undefined) {
      setText(item.recent);
      setActive(0);
      input.current?.focus();
      return;
    }
    setRecent(rememberSearch(user, text));
    if (item.option.teacherId !== undefined) chooseTeacher(item.option.teacherId);
    close();
    void navigate(item.option.href);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (current + step + items.length) % items.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(items[current]);
    }
  };

  const kindAsked = found.data && Object.keys(found.data).length > 0;
  let status: React.ReactNode = null;
  if (!searching) status = recent.length === 0 ? s.noRecent : null;
  else if (found.isError) status = null;
  else if (found.isPending || (found.isFetching && groups.length === 0)) status = s.searching;
  else if (!kindAsked) status = s.nothingSearchable;
  else if (groups.length === 0) status = fmt(s.nothingFound, { q: debounced });

  let index = -1;
  const option = (item: Item, content: React.ReactNode, key: string) => {
    index += 1;
    const i = index;
    return (
      <li
        key={key}
        id={optionId(i)}
        role="option"
        aria-selected={i === current}
        className={classes.option}
        onMouseMove={() => setActive(i)}
        onClick={() => choose(item)}
      >
        {content}
      </li>
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={s.title}
      size="lg"
      yOffset="6vh"
      closeButtonProps={{ 'aria-label': t.common.close }}
    >
      <TextInput
        ref={input}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        aria-label={s.label}
        placeholder={s.placeholder}
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={items.length > 0 ? optionId(current) : undefined}
        rightSection={found.isFetching && searching ? <Loader size="xs" /> : null}
        autoComplete="off"
        spellCheck={false}
        data-autofocus
      />
      <Text className={classes.hint} mt={6}>
        {s.hint}
      </Text>
      {found.isError && searching && (
        <Notice tone="error">{fmt(s.failed, { message: errorMessage(found.error) })}</Notice>
      )}
      <div aria-live="polite" className={classes.hint}>
        {status}
      </div>
      {!searching && recent.length > 0 && (
        <div className={classes.group} aria-hidden="true">
          {s.recent}
        </div>
      )}
      <ul id={listId} role="listbox" aria-label={searching ? s.results : s.recent} className={classes.list}>
        {searching
          ? groups.map((group) => (
              <li key={group.kind} role="presentation">
                <div className={classes.group} id={`${listId}-${group.kind}`} aria-hidden="true">
                  {s.kinds[group.kind]}
                </div>
                <ul role="group" aria-labelledby={`${listId}-${group.kind}`} className={classes.list}>
                  {group.options.map((o) =>
                    option(
                      { option: o },
                      <>
                        <div className={classes.title}>{o.title}</div>
                        <div className={classes.facts}>{o.facts.join(' · ')}</div>
                      </>,
                      o.key,
                    ),
                  )}
                </ul>
              </li>
            ))
          : recent.map((r) => option({ recent: r }, <div className={classes.title}>{r}</div>, `recent-${r}`))}
      </ul>
      {!searching && recent.length > 0 && (
        <Group justify="flex-end" mt="sm">
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              forgetRecent(user);
              setRecent([]);
            }}
          >
            {s.clearRecent}
          </Button>
        </Group>
      )}
    </Modal>
  );
}
