import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { CircleAlert } from '../../icons';
import { ErrorText, Hint } from './Upload.styles';

/** The help under the picker: the caller's, or "jpg/png up to <limit>"; false hides it. */
export function UploadHint({
  id,
  hint,
  limit,
}: {
  id: string;
  hint: ReactNode | false | undefined;
  limit: string;
}) {
  const { t } = useUiTranslation('ui');
  return hint === false ? null : <Hint id={id}>{hint ?? t('upload.hint', { limit })}</Hint>;
}

/** Why files were refused or failed, announced as an alert (nothing while there are none). */
export function UploadErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  return errors.length ? (
    <div id={id} role="alert">
      {errors.map((text) => (
        <ErrorText key={text}>
          <CircleAlert aria-hidden="true" />
          {text}
        </ErrorText>
      ))}
    </div>
  ) : null;
}
