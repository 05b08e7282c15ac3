import type { CooperationMessage } from '@blade-console/blade-client';
import { cooperationMessageResource } from '@blade-console/blade-schema';
import {
  type CrudColumn,
  type CrudOption,
  type CrudRowAction,
  type CrudTableHandle,
  type CrudToolbarAction,
  message,
} from '@blade-console/ui';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { withOverrides } from '../../../crud/columnOverrides';
import { FollowedTable } from '../../../crud/FollowedTable';
import { resourceColumns } from '../../../crud/resourceColumns';
import { useResourceTable } from '../../../crud/useResourceTable';
import { client } from '../../../session/client';
import { useDictionaries } from '../../ResourcePage/useDictionaries';
import { UnreadName } from './UnreadName';

const messages = client.cooperation.cooperationMessage;
const READ = 1;

export const isUnread = (row: CooperationMessage) => Number(row.readStatus) !== READ;

/** What staff may change: the reply note only (the visitor's words stay as sent). */
const EDITABLE = new Set(['reply']);

/**
 * The inbox's columns: the definition's, every visitor field read only in the edit form, the name
 * marked while unread. The message is plain text everywhere (a textarea, a text cell): never HTML.
 */
export function inboxColumns(
  dictionaries: Readonly<Record<string, readonly CrudOption[]>>,
): CrudColumn<CooperationMessage>[] {
  const columns = resourceColumns<CooperationMessage>(cooperationMessageResource, { dictionaries }).map(
    (column) => (EDITABLE.has(column.field) ? column : { ...column, editable: { edit: false } }),
  );
  return withOverrides(columns, {
    name: {
      width: 130,
      render: (value, row) => <UnreadName name={String(value ?? '')} unread={isUnread(row)} />,
    },
    content: { minRows: 5 },
  });
}

/**
 * Messages left on the join-us page, as an inbox: unread ones stand out, opening one (view or
 * edit) marks it read, the selection can be marked read or unread, staff keep a reply note.
 */
export default function Cooperation() {
  const { t } = useTranslation('console');
  const table = useRef<CrudTableHandle>(null);
  const api = useMemo(
    () => ({
      list: messages.list,
      remove: messages.remove,
      // With the version the form loaded: a reply saved by someone else since is refused (409) and
      // the form's conflict dialog opens, rather than one reply silently replacing the other.
      submit: (row: Partial<CooperationMessage>) =>
        messages.submit({ id: row.id, reply: row.reply ?? '', updateTime: row.updateTime }),
      // Opening a message is reading it.
      detail: async (id: string) => {
        const row = await messages.detail(id);
        if (!isUnread(row)) return row;
        await messages.markRead(id, true);
        table.current?.refresh();
        return messages.detail(id);
      },
    }),
    [],
  );
  const crud = useResourceTable<CooperationMessage>(cooperationMessageResource, api, 'cooperation');
  const dictionaries = useDictionaries(cooperationMessageResource);
  const columns = useMemo(() => inboxColumns(dictionaries), [dictionaries]);

  const mark = async (rows: CooperationMessage[], read: boolean) => {
    await messages.markRead(
      rows.map((row) => String(row.id)),
      read,
    );
    table.current?.clearSelection();
    message.success(t('website.inbox.marked', { count: rows.length }));
  };
  const toolbarActions: CrudToolbarAction<CooperationMessage>[] = [
    {
      key: 'markRead',
      label: 'console:website.inbox.markRead',
      permission: 'cooperation_edit',
      needsSelection: true,
      refresh: true,
      onClick: (rows) => mark(rows, true),
    },
    {
      key: 'markUnread',
      label: 'console:website.inbox.markUnread',
      permission: 'cooperation_edit',
      needsSelection: true,
      refresh: true,
      onClick: (rows) => mark(rows, false),
    },
  ];

  const rowActions: CrudRowAction<CooperationMessage>[] = [
    {
      key: 'toggleRead',
      label: (row) => `console:website.inbox.${isUnread(row) ? 'markRead' : 'markUnread'}`,
      permission: 'cooperation_edit',
      refresh: true,
      onClick: (row) => mark([row], isUnread(row)),
    },
  ];
  // Messages left on the website come in as a quiet "new rows" bar.
  return (
    <FollowedTable<CooperationMessage>
      resource={cooperationMessageResource}
      rowActions={rowActions}
      ref={table}
      columns={columns}
      dialogWidth={880}
      actions={{ add: false }}
      {...crud}
      toolbarActions={toolbarActions}
    />
  );
}
