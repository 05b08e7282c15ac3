import type { Page, RecordHistory, RecordHistoryChange } from '@blade-console/blade-client';
import { Button, Confirm, Dialog, Empty, message, Spinner } from '@blade-console/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  After,
  Before,
  Diff,
  Entry,
  Footer,
  Head,
  Meta,
  Operation,
  Quiet,
  RestoreSlot,
  Timeline,
  Value,
} from './RecordHistoryDialog.styles';

const PAGE_SIZE = 10;
/**
 * The closed dialog's entries: one array, so emptying an empty timeline changes nothing. The effect
 * that empties it re-runs whenever a kept tab with the dialog is shown again, and a fresh `[]` then
 * rendered the closed dialog inside the tab switch.
 */
const NO_ENTRIES: RecordHistory[] = [];

export interface RecordHistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The resource's definition name (`param`): its field labels are `console:resources.<name>.fields.*`. */
  resource: string;
  /** What the record is called (its title field), for the dialog's title. */
  recordName?: string;
  /** A page of the record's history, newest first. */
  load: (page: { current: number; size: number }) => Promise<Page<RecordHistory>>;
  /** Puts a version back (administrators only: without it no restore button is shown). */
  onRestore?: (entry: RecordHistory) => Promise<unknown>;
}

/**
 * A record's history as a timeline (issue 42): each create, change, removal and restore with who
 * did it and when, and per field the value before and after. An administrator may put an earlier
 * version back, after a confirmation; the restore is a save like any other, so one made on a record
 * someone changed meanwhile is refused (the SDK's conflict toast says by whom).
 */
export function RecordHistoryDialog({
  open,
  onOpenChange,
  resource,
  recordName,
  load,
  onRestore,
}: RecordHistoryDialogProps) {
  const { t } = useTranslation('console');
  const [entries, setEntries] = useState<RecordHistory[]>(NO_ENTRIES);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);

  const loadPage = useCallback(
    async (current: number) => {
      setLoading(true);
      try {
        const page = await load({ current, size: PAGE_SIZE });
        setEntries((shown) => (current === 1 ? page.records : [...shown, ...page.records]));
        setTotal(page.total);
      } catch {
        // The SDK has toasted the failure; the timeline keeps what it showed.
      } finally {
        setLoading(false);
      }
    },
    [load],
  );

  useEffect(() => {
    if (open) void loadPage(1);
    else setEntries(NO_ENTRIES);
  }, [open, loadPage]);

  const restore = async (entry: RecordHistory) => {
    try {
      await onRestore?.(entry);
    } catch (error) {
      // Refused (someone saved the record meanwhile: the SDK's toast says who): the timeline shows
      // their change, and the question stays open for the person to decide again or cancel.
      await loadPage(1);
      throw error;
    }
    message.success(t('recordHistory.restored'));
    await loadPage(1);
  };

  const label = (field: string) => t(`resources.${resource}.fields.${field}`, { defaultValue: field });
  const title = recordName ? t('recordHistory.titleOf', { name: recordName }) : t('recordHistory.title');

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} width={720}>
      {entries.length === 0 && loading ? <Spinner /> : null}
      {entries.length === 0 && !loading ? <Empty description={t('recordHistory.empty')} /> : null}
      {entries.length > 0 ? (
        <Timeline aria-label={t('recordHistory.title')}>
          {entries.map((entry, index) => (
            <Entry
              key={entry.id}
              aria-label={`${t(`recordHistory.operations.${entry.operation}`)} ${entry.createTime}`}
            >
              <Head>
                <Operation>{t(`recordHistory.operations.${entry.operation}`)}</Operation>
                <Meta>
                  {t('recordHistory.by', {
                    who: entry.userName || t('recordHistory.someone'),
                    time: entry.createTime,
                  })}
                </Meta>
                {entry.restoredFrom ? <Meta>{restoredFromText(entry, entries, t)}</Meta> : null}
                {onRestore && index > 0 && entry.operation !== 'delete' ? (
                  <RestoreSlot>
                    <Confirm
                      content={t('recordHistory.restoreConfirm', { time: entry.createTime })}
                      onOk={() => restore(entry)}
                      trigger={
                        <Button size="small" variant="text">
                          {t('recordHistory.restore')}
                        </Button>
                      }
                    />
                  </RestoreSlot>
                ) : null}
              </Head>
              <Changes changes={entry.changes} label={label} />
            </Entry>
          ))}
        </Timeline>
      ) : null}
      {entries.length > 0 && entries.length < total ? (
        <Footer>
          <Button
            size="small"
            loading={loading}
            onClick={() => void loadPage(entries.length / PAGE_SIZE + 1)}
          >
            {t('recordHistory.more')}
          </Button>
        </Footer>
      ) : null}
    </Dialog>
  );
}

type Translate = ReturnType<typeof useTranslation<'console'>>['t'];

/** "Restored the version of …": the time of the entry it put back, when the timeline shows it. */
function restoredFromText(entry: RecordHistory, entries: readonly RecordHistory[], t: Translate): string {
  const source = entries.find((e) => e.id === entry.restoredFrom);
  return source ? t('recordHistory.restoredFrom', { time: source.createTime }) : '';
}

/** The fields of one change, each before and after. */
function Changes({
  changes,
  label,
}: {
  changes: readonly RecordHistoryChange[];
  label: (field: string) => string;
}) {
  const { t } = useTranslation('console');
  if (changes.length === 0) return <Quiet>{t('recordHistory.unchanged')}</Quiet>;
  const isNone = (value: unknown) => value === undefined || value === null || value === '';
  const show = (value: unknown) => {
    if (isNone(value)) return t('recordHistory.none');
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  return (
    <Diff>
      <thead>
        <tr>
          <th scope="col">{t('recordHistory.field')}</th>
          <th scope="col">{t('recordHistory.before')}</th>
          <th scope="col">{t('recordHistory.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{label(change.field)}</th>
            <Before $none={Boolean(change.beforeHash) || isNone(change.before)}>
              <Value>{change.beforeHash ? t('recordHistory.hashed') : show(change.before)}</Value>
            </Before>
            <After $none={isNone(change.after)}>
              <Value>{show(change.after)}</Value>
            </After>
          </tr>
        ))}
      </tbody>
    </Diff>
  );
}
