import type { Dict } from '@blade-console/blade-client';
import { dictBizResource, dictResource } from '@blade-console/blade-schema';
import { Button, CrudTable, type CrudTableHandle } from '@blade-console/ui';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRecordHistory } from '../../../crud/RecordHistory';
import { useRecordNaming } from '../../../crud/recordNaming';
import { useCrudPage } from '../../../crud/useCrudPage';
import { client } from '../../../session/client';
import { toPage } from '../common/pages';
import {
  DICT_DIALOG_WIDTH,
  type DictLayout,
  dictChildColumns,
  dictParentColumns,
  sealedOptions,
} from './columns';
import { DICT_GAP } from './dictLayout';
import { useSideBySide } from './useSideBySide';

type DictApi = typeof client.system.dict | typeof client.system.dictBiz;
type DictParams = Parameters<typeof client.system.dict.parentList>[0];

/**
 * What sets the business dictionary page apart from the system one: its permission codes and the
 * definition whose lengths the forms check. Its SDK resource (`client.system.<kind>`), cache path
 * (`system.<kind>`) and title (`console:<kind>.title`) follow from the kind's name.
 */
const DICTIONARIES = {
  dict: { permissionPrefix: 'dict', resource: dictResource },
  dictBiz: { permissionPrefix: 'dict_biz', resource: dictBizResource },
} as const;

export interface DictPageProps {
  kind: keyof typeof DICTIONARIES;
  layout?: DictLayout;
}

// Horizontal: until the dictionaries' table has said how wide it needs to be (useSideBySide).
const Layout = styled.div<{ $layout: DictLayout }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$layout === 'horizontal' ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)')};
  gap: ${DICT_GAP}px;
  align-items: start;

  @media (max-width: 1400px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Heading = styled.h2`
  margin: 0 0 8px;
  font-size: 15px;
  font-weight: 600;
`;

/**
 * Dictionaries (system or business): the parents table and, for the chosen parent, its items
 * (SPEC §2 "Dictionary dialogs", §5 dictionary rules). Horizontal puts them side by side; vertical
 * stacks them and hides sort.
 */
export function DictPage({ kind, layout = 'horizontal' }: DictPageProps) {
  const api: DictApi = client.system[kind];
  const { permissionPrefix, resource } = DICTIONARIES[kind];
  const naming = useRecordNaming(resource);
  const cachePath = `system.${kind}` as const;
  const { t, i18n } = useTranslation('console');
  const hideSort = layout === 'vertical';
  const sealed = useMemo(() => sealedOptions(t('dict.yes'), t('dict.no')), [t]);
  const [parent, setParent] = useState<Dict | null>(null);
  const sideBySide = useSideBySide(layout, i18n.language);
  const parentsRef = useRef<HTMLElement>(null);
  const itemsRef = useRef<HTMLElement>(null);
  // Stacked (a narrow window, or English), the items are below the fold when a dictionary is
  // chosen: brought into view, or the click would seem to do nothing.
  const showItems = () => {
    const items = itemsRef.current;
    const parentsBox = parentsRef.current?.getBoundingClientRect();
    if (items && parentsBox && items.getBoundingClientRect().top >= parentsBox.bottom)
      items.scrollIntoView({ block: 'nearest' });
  };
  const parents = useRef<CrudTableHandle>(null);
  const children = useRef<CrudTableHandle>(null);
  // A dictionary and an item are rows of one resource: each table opens its rows' 历史 (issue 42).
  const parentHistory = useRecordHistory<Dict>(resource, parents);
  const childHistory = useRecordHistory<Dict>(resource, children);
  const childRowActions = useMemo(() => [childHistory.historyAction], [childHistory.historyAction]);
  // The parent rows' own buttons (below), drawn and measured from these labels: the table sizes
  // their column in either language.
  const parentActionLabels = useMemo(() => [t('dict.config'), t('recordHistory.action')], [t]);
  const [configLabel, historyLabel] = parentActionLabels;

  const parentResource = useMemo(
    () => ({ ...api, list: async (q?: DictParams) => toPage<Dict>(await api.parentList(q)) }),
    [api],
  );
  const childResource = useMemo(
    () => ({
      ...api,
      list: async (q?: DictParams) =>
        parent?.id ? toPage<Dict>(await api.childList(parent.id, q)) : toPage<Dict>([]),
    }),
    [api, parent],
  );
  const parentCrud = useCrudPage<Dict>(parentResource, permissionPrefix, cachePath);
  const childCrud = useCrudPage<Dict>(childResource, permissionPrefix, cachePath);
  const parentColumns = useMemo(
    () => dictParentColumns({ sealed, hideSort, resource }),
    [sealed, hideSort, resource],
  );
  const childColumns = useMemo(
    () => dictChildColumns(parent, { sealed, hideSort, resource }),
    [parent, sealed, hideSort, resource],
  );

  return (
    <Layout
      ref={sideBySide.layoutRef}
      $layout={layout}
      style={sideBySide.template ? { gridTemplateColumns: sideBySide.template } : undefined}
    >
      <section ref={parentsRef} aria-label={t('dict.parentTitle')}>
        <Heading>{t(`${kind}.title`)}</Heading>
        <CrudTable
          {...naming}
          ref={parents}
          columns={parentColumns}
          title={t('dict.parentTitle')}
          dialogWidth={DICT_DIALOG_WIDTH}
          {...parentCrud}
          rowActions={(row) => (
            <>
              <Button
                size="small"
                variant="text"
                aria-pressed={parent?.id === row.id}
                onClick={() => {
                  setParent(row);
                  showItems();
                }}
              >
                {configLabel}
              </Button>
              <Button size="small" variant="text" onClick={() => parentHistory.historyAction.onClick(row)}>
                {historyLabel}
              </Button>
            </>
          )}
          // 查看, 编辑, 删除, 字典配置 and 历史 on one line, no wider than they are: at 1440 px
          // a fixed 290 px cut the codes beside it (menu_cate…).
          rowActionsLabels={parentActionLabels}
          onWidthNeeded={sideBySide.onWidthNeeded}
        />
      </section>
      <section ref={itemsRef} aria-label={t('dict.childTitle')}>
        <Heading>
          {parent
            ? t('dict.childHeading', { name: parent.dictValue, code: parent.code })
            : t('dict.childTitle')}
        </Heading>
        <CrudTable
          {...naming}
          // Its dialogs add and edit items, not dictionaries: 新增字典项 / Add dictionary item.
          recordLabel="console:dict.itemRecord"
          // A new parent starts a new list (its own paging and search).
          key={parent?.id ?? 'none'}
          ref={children}
          columns={childColumns}
          title={t('dict.childTitle')}
          dialogWidth={DICT_DIALOG_WIDTH}
          {...childCrud}
          actions={parent ? undefined : { add: 'disabled' }}
          rowActions={childRowActions}
        />
      </section>
      {parentHistory.historyDialog}
      {childHistory.historyDialog}
    </Layout>
  );
}
