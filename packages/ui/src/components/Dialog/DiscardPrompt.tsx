import { TriangleAlert } from 'lucide-react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Button } from '../Button';
import { Body } from '../Confirm/Confirm.styles';
import { Dialog, DialogClose } from './Dialog';

export interface DiscardPromptProps {
  open: boolean;
  /** true: throw the changes away (the form closes); false: keep editing. */
  onAnswer: (discard: boolean) => void;
}

/**
 * "放弃修改？" over a changed form that a person tried to close. Keeping is the safe default: it is
 * the focused button's neighbour, and Esc, ✕ or the backdrop all keep the form open.
 */
export function DiscardPrompt({ open, onAnswer }: DiscardPromptProps) {
  const { t } = useUiTranslation('ui');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onAnswer(false);
      }}
      title={t('discard.title')}
      width={420}
      footer={
        <>
          <DialogClose asChild>
            <Button>{t('discard.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" onClick={() => onAnswer(true)}>
            {t('discard.ok')}
          </Button>
        </>
      }
    >
      <Body data-tone="warning">
        <TriangleAlert aria-hidden="true" />
        <div>{t('discard.content')}</div>
      </Body>
    </Dialog>
  );
}
