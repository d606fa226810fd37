import { useState } from 'react';
import { Badge } from '@mantine/core';
import { canonicalContentType, type StudyContent } from '@kaksha/contracts';
import { errorMessage, isApiClientError } from '../../../lib/api.ts';
import { useCurrentUser } from '../../../lib/auth/session.ts';
import { fmt } from '../../../lib/i18n/index.ts';
import { tLearning } from '../../../lib/i18n/learning.ts';
import type { TopicCodes } from '../api/keys.ts';
import { useUpdateStudyContent } from '../api/content.ts';
import { RowActions } from './RowActions.tsx';
import { WrappingField } from './WrappingField.tsx';
import type { FormMessage } from '../../../components/FormNotice.tsx';
import classes from './learning.module.css';
import { isWebUrl } from './contentUrl.ts';

const s = tLearning.manager;

/** One content item: read-only until the pencil, then name and URL are editable and Update saves. */
export function ContentRow({
  topic,
  item,
  index,
  count,
  busy,
  canManage,
  onMove,
  onDelete,
  onMessage,
}: {
  topic: TopicCodes;
  item: StudyContent;
  index: number;
  count: number;
  busy: boolean;
  canManage: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: () => void;
  onMessage: (message: FormMessage | null) => void;
}) {
  const user = useCurrentUser();
  const update = useUpdateStudyContent();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(item.ContentName);
  const [url, setUrl] = useState(item.ContentURL);
  const isFile = item.ContentSource === 'file';
  const label = fmt(s.rowLabel, { n: item.ContentSLNo, type: item.ContentType });

  const cancel = () => {
    setEditing(false);
    setName(item.ContentName);
    setUrl(item.ContentURL);
  };

  const save = () => {
    onMessage(null);
    const isSimulation = canonicalContentType(item.ContentType) === 'Simulation Video';
    if (!name.trim() || !url.trim()) return onMessage({ tone: 'error', text: s.contentRequired });
    // An uploaded file keeps its own address; a typed one must be http(s).
    if (!(isFile && url.trim() === item.ContentURL) && !isWebUrl(url.trim()))
      return onMessage({ tone: 'error', text: isSimulation ? s.invalidSimulationUrl : s.invalidUrl });
    update.mutate(
      {
        ...topic,
        contentSLNo: item.ContentSLNo,
        contentType: item.ContentType,
        contentName: name.trim(),
        contentURL: url.trim(),
        updatedBy: user.UserType || user.EmailID,
      },
      {
        onSuccess: (reply) => {
          if (reply.success) {
            setEditing(false);
            onMessage({ tone: 'success', text: s.contentUpdated });
          } else onMessage({ tone: 'error', text: fmt(s.updateContentFailed, { message: reply.message }) });
        },
        onError: (error) =>
          onMessage({
            tone: 'error',
            text:
              isApiClientError(error) && error.kind === 'http'
                ? fmt(s.updateContentFailed, { message: errorMessage(error) })
                : s.updateContentError,
          }),
      },
    );
  };

  return (
    <li className={classes.contentRow} aria-label={label}>
      <span className={classes.serial}>{item.ContentSLNo}.</span>
      <div className={classes.contentFields}>
        <WrappingField
          label={s.name}
          size="xs"
          value={name}
          readOnly={!editing}
          className={editing ? undefined : classes.quiet}
          onChange={setName}
          onEnter={editing ? save : undefined}
          maxLength={200}
        />
        <WrappingField
          label={
            isFile && url === item.ContentURL ? fmt(s.uploadedFile, { name: item.FileName ?? '' }) : s.url
          }
          size="xs"
          value={url}
          readOnly={!editing}
          className={editing ? undefined : classes.quiet}
          onChange={setUrl}
          onEnter={editing ? save : undefined}
          maxLength={2000}
        />
      </div>
      <div className={classes.contentMeta}>
        <Badge variant="default" radius="sm" styles={{ label: { textTransform: 'none' } }}>
          {item.ContentType}
        </Badge>
        {canManage && (
          <RowActions
            editLabel={fmt(s.editContent, { name: item.ContentName })}
            deleteLabel={fmt(s.deleteContent, { name: item.ContentName })}
            onEdit={() => setEditing(true)}
            onDelete={onDelete}
            inlineEdit={editing ? { saving: update.isPending, onSave: save, onCancel: cancel } : null}
            name={item.ContentName}
            index={index}
            count={count}
            busy={busy}
            onMove={onMove}
          />
        )}
      </div>
    </li>
  );
}
