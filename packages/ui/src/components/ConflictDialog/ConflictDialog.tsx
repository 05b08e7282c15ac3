import { useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { ColumnHeads } from '../../utils/ColumnHeads';
import { Button } from '../Button';
import { Dialog, type DialogOpenProps } from '../Dialog';
import { DiffMark, DiffRow, Empty, Notice, Table, TableWrap } from './ConflictDialog.styles';

/** One field of the record: its label, the stored value and the person's, as text. */
export interface ConflictField {
  key: string;
  label: string;
  stored: string;
  mine: string;
}

/** Closing (Esc, ×) leaves the form as it is: nothing typed is lost, nothing is saved. */
export interface ConflictDialogProps extends DialogOpenProps {
  /** Who saved the stored version ('' when the server could not say). */
  changedBy?: string;
  /** When, as the server shows times ('' when unknown). */
  changedAt?: string;
  /** The fields the form shows, stored value beside the person's. */
  fields: readonly ConflictField[];
  /** Loads the stored version into the form: the person's edit is dropped. */
  onReload: () => void;
  /** Saves the person's values again, over the stored version. Reject to keep the dialog open. */
  onOverwrite: () => Promise<unknown> | undefined;
}

/**
 * What a person sees when their save was refused because someone else saved the record first
 * (HTTP 409, issue 25): whose change it was and when, the stored values beside theirs with the
 * differences marked, and the two ways on — take the stored version, or keep theirs and save again.
 */
export function ConflictDialog({
  changedBy = '',
  changedAt = '',
  fields,
  onReload,
  onOverwrite,
  ...dialog
}: ConflictDialogProps) {
  const { t } = useUiTranslation('ui');
  const [saving, setSaving] = useState(false);
  const who = changedBy || t('conflict.someone');
  const notice = changedAt ? t('conflict.noticeAt', { who, when: changedAt }) : t('conflict.notice', { who });
  const differing = fields.filter((field) => field.stored !== field.mine).length;

  const overwrite = async () => {
    setSaving(true);
    try {
      await onOverwrite();
    } catch {
      // The caller reports the failure; the dialog stays so the person can choose again.
    } finally {
      setSaving(false);
    }
  };

  const footer = (
    <>
      <Button onClick={onReload} disabled={saving}>
        {t('conflict.reload')}
      </Button>
      <Button variant="primary" loading={saving} onClick={() => void overwrite()}>
        {t('conflict.overwrite')}
      </Button>
    </>
  );

  return (
    <Dialog {...dialog} title={t('conflict.title')} width={720} footer={footer} closeOnOverlayClick={false}>
      <Notice role="status">
        {notice} {t('conflict.differing', { count: differing })}
      </Notice>
      <TableWrap>
        <Table>
          <ColumnHeads labels={[t('conflict.field'), t('conflict.stored'), t('conflict.mine')]} />
          <tbody>
            {fields.map((field) => {
              const differs = field.stored !== field.mine;
              const Row = differs ? DiffRow : 'tr';
              return (
                <Row key={field.key} data-differs={differs || undefined}>
                  <th scope="row">
                    {field.label}
                    {differs ? <DiffMark>{t('conflict.differs')}</DiffMark> : null}
                  </th>
                  <td>{field.stored || <Empty>{t('conflict.empty')}</Empty>}</td>
                  <td>{field.mine || <Empty>{t('conflict.empty')}</Empty>}</td>
                </Row>
              );
            })}
          </tbody>
        </Table>
      </TableWrap>
    </Dialog>
  );
}
