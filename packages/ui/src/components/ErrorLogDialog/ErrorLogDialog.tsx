import { useId, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { ChevronRight, Trash2, Upload } from '../../icons';
import { ColumnHeads } from '../../utils/ColumnHeads';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Empty } from '../Empty';
import { useConfirm } from '../TagsBar/useConfirm';
import { message } from '../Toast';
import {
  BugTag,
  Caption,
  EmptyWrap,
  Stack,
  StackToggle,
  Table,
  TableWrap,
  Toolbar,
} from './ErrorLogDialog.styles';

/** A local error-log entry (SPEC §3); `time` is formatted `yyyy-MM-dd hh:mm:ss`. */
export interface ErrorLogEntry {
  url: string;
  time: string;
  type: string;
  message: string;
  stack?: string;
  info?: string;
}

export interface ErrorLogDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  logs: readonly ErrorLogEntry[];
  /** Sends the logs; resolve on success (the app then clears them), reject to report a failure. */
  onUpload: () => Promise<void>;
  /** Clears the local logs (after the user confirmed). */
  onClear: () => void;
}

/** The full-screen list of UI errors caught in this browser, with upload and clear. */
export function ErrorLogDialog({ open, onOpenChange, logs, onUpload, onClear }: ErrorLogDialogProps) {
  const { t } = useUiTranslation('ui');
  const id = useId();
  const [confirmElement, confirm] = useConfirm();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [uploading, setUploading] = useState(false);

  const toggle = (index: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const upload = async () => {
    if (!(await confirm(t('errorLog.uploadConfirm')))) return;
    setUploading(true);
    try {
      await onUpload();
      message.success(t('errorLog.uploaded'));
    } catch {
      message.error(t('errorLog.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const clear = async () => {
    if (!(await confirm(t('errorLog.clearConfirm')))) return;
    onClear();
    message.success(t('errorLog.cleared'));
  };

  const empty = logs.length === 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('errorLog.title')} width="fullscreen">
      {empty ? (
        // Nothing to upload or clear: the sheet says so instead of showing disabled buttons over white.
        <EmptyWrap>
          <Empty description={t('errorLog.empty')}>{t('errorLog.emptyHint')}</Empty>
        </EmptyWrap>
      ) : (
        <>
          <Toolbar>
            <Button variant="primary" icon={<Upload />} loading={uploading} onClick={() => void upload()}>
              {t('errorLog.upload')}
            </Button>
            <Button variant="danger" icon={<Trash2 />} onClick={() => void clear()}>
              {t('errorLog.clear')}
            </Button>
          </Toolbar>
          <TableWrap>
            <Table>
              <Caption>{t('errorLog.title')}</Caption>
              <ColumnHeads
                labels={[
                  t('errorLog.type'),
                  t('errorLog.address'),
                  t('errorLog.content'),
                  t('errorLog.stack'),
                  t('errorLog.time'),
                ]}
              />
              <tbody>
                {logs.map((log, index) => {
                  const open = expanded.has(index);
                  const stackId = `${id}-stack-${index}`;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: log entries have no id and never reorder.
                    <tr key={index}>
                      <td>
                        <BugTag title={log.type}>{t('errorLog.bug')}</BugTag>
                      </td>
                      <td>{log.url}</td>
                      <td>{log.message}</td>
                      <td>
                        {log.stack ? (
                          <>
                            <StackToggle
                              type="button"
                              aria-expanded={open}
                              aria-controls={stackId}
                              onClick={() => toggle(index)}
                            >
                              <ChevronRight aria-hidden="true" />
                              {open ? t('errorLog.hideStack') : t('errorLog.showStack')}
                            </StackToggle>
                            <Stack id={stackId} hidden={!open}>
                              {log.stack}
                            </Stack>
                          </>
                        ) : null}
                      </td>
                      <td>{log.time}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableWrap>
        </>
      )}
      {confirmElement}
    </Dialog>
  );
}
