import { type FormEvent, useEffect, useId } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Lock } from '../../icons';
import { Dialog, DialogActions, type DialogOpenProps } from '../Dialog';
import { FormField } from '../FormField';
import { Input } from '../Input';
import { useLockPassword } from './useLockPassword';

export interface LockDialogProps extends DialogOpenProps {
  /** Called with the non-empty lock password; the dialog then closes. Lock and go to /lock here. */
  onLock: (password: string) => void;
}

/** Asks for the lock password (required: 'lock password cannot be empty', SPEC §5). */
export function LockDialog({ onLock, ...dialog }: LockDialogProps) {
  const { t } = useUiTranslation('ui');
  const formId = useId();
  const { input, password, setPassword, error, setError, filled } = useLockPassword();

  useEffect(() => {
    if (dialog.open) {
      setPassword('');
      setError(null);
    }
  }, [dialog.open, setPassword, setError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!filled()) return;
    onLock(password);
    dialog.onOpenChange(false);
  };

  return (
    <Dialog
      {...dialog}
      title={t('lock.title')}
      width={420}
      footer={<DialogActions form={formId} confirm={t('lock.submit')} confirmIcon={<Lock />} />}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormField label={t('lock.password')} required error={error}>
          <Input
            ref={input}
            type="password"
            autoComplete="new-password"
            placeholder={t('lock.placeholder')}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              if (event.target.value !== '') setError(null);
            }}
          />
        </FormField>
      </form>
    </Dialog>
  );
}
