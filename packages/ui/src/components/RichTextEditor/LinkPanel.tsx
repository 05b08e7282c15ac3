import { type KeyboardEvent, useId, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Button } from '../Button';
import { Input } from '../Input';
import { LinkMessage, LinkRow } from './RichTextEditor.styles';
import { linkProblem } from './richTextLogic';

export interface LinkPanelProps {
  /** The address of the link under the cursor ('' for a new one). */
  initial: string;
  /** Whether the cursor is on a link (offers "remove"). */
  onLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/**
 * The row where a link's address is typed: checked before it is kept (web, mail or site
 * addresses only), Enter applies, Escape closes; the message says what is wrong.
 */
export function LinkPanel({ initial, onLink, onApply, onRemove, onClose }: LinkPanelProps) {
  const { t } = useUiTranslation('ui');
  const id = useId();
  const [href, setHref] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();

  const apply = () => {
    const found = linkProblem(href);
    if (found) {
      setProblem(t(found === 'empty' ? 'richText.linkEmpty' : 'richText.linkInvalid'));
      return;
    }
    onApply(href.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Inside a form: Enter keeps the link, it does not save the form.
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      // The dialog around the form stays open.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <LinkRow>
      <div>
        <Input
          autoFocus
          aria-label={t('richText.linkUrl')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-message`}
          placeholder="https://"
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            if (problem) setProblem(undefined);
          }}
          onKeyDown={onKeyDown}
        />
        <LinkMessage
          id={`${id}-message`}
          data-error={problem ? '' : undefined}
          role={problem ? 'alert' : undefined}
        >
          {problem ?? t('richText.linkHint')}
        </LinkMessage>
      </div>
      <Button variant="primary" onClick={apply}>
        {t('richText.linkApply')}
      </Button>
      {onLink ? <Button onClick={onRemove}>{t('richText.linkRemove')}</Button> : null}
      <Button onClick={onClose}>{t('richText.linkCancel')}</Button>
    </LinkRow>
  );
}
