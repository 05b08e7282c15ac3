import { type FormEvent, useEffect, useId, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { useBusy } from '../../utils/useBusy';
import type { DialogOpenProps } from '../Dialog';
import { FormDialog } from '../FormDialog';
import { FormField } from '../FormField';
import { Input } from '../Input';
import { message } from '../Toast';
import { checkRegistration, type RegisterGuestResult, type RegisterGuestValues } from './registration';

export interface RegisterGuestDialogProps extends DialogOpenProps {
  /** Shown only when the tenant cannot be found from the site address (SPEC §5). */
  showTenantId?: boolean;
  /** Starting values (the tenant found from the domain, the third-party name…). */
  defaultValues?: Partial<RegisterGuestValues>;
  /**
   * Sends the registration. Resolve `{ success: false, msg }` for a refusal; reject on a network
   * failure (the dialog then only ends its loading state, SPEC §8).
   */
  onRegister: (values: RegisterGuestValues) => Promise<RegisterGuestResult>;
}

const EMPTY: RegisterGuestValues = { tenantId: '', name: '', account: '', password: '', password2: '' };
const FIELDS = ['tenantId', 'name', 'account', 'password', 'password2'] as const;

/**
 * The guest registration of a third-party sign-in without a valid user id (SPEC §1, §5, §6, §8):
 * checks in order with a warning each, the approval message on success, the server's message (or
 * "submission failed") on a refusal.
 */
export function RegisterGuestDialog({
  showTenantId = true,
  defaultValues,
  onRegister,
  ...dialog
}: RegisterGuestDialogProps) {
  const { t } = useUiTranslation('ui');
  const formId = useId();
  const [values, setValues] = useState<RegisterGuestValues>({ ...EMPTY, ...defaultValues });
  const [loading, run] = useBusy();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new opening starts from the defaults.
  useEffect(() => {
    if (dialog.open) setValues({ ...EMPTY, ...defaultValues });
  }, [dialog.open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkRegistration(values);
    if (problem) {
      message.warning(t(`registerGuest.${problem}`));
      return;
    }
    // A network failure only ends the loading state (SPEC §8).
    await run(async () => {
      const result = await onRegister(values);
      if (result.success) {
        message.success(t('registerGuest.submitted'));
        dialog.onOpenChange(false);
      } else {
        message.error(result.msg || t('registerGuest.failed'));
      }
    });
  }

  const shown = FIELDS.filter((field) => field !== 'tenantId' || showTenantId);
  return (
    <FormDialog
      {...dialog}
      title={t('registerGuest.title')}
      width={440}
      cancel={false}
      form={formId}
      confirm={t('registerGuest.submit')}
      loading={loading}
    >
      <form id={formId} noValidate onSubmit={submit}>
        {shown.map((field) => (
          <FormField key={field} label={t(`registerGuest.${field}`)} htmlFor={`${formId}-${field}`}>
            <Input
              id={`${formId}-${field}`}
              type={field.startsWith('password') ? 'password' : 'text'}
              autoComplete={
                field.startsWith('password') ? 'new-password' : field === 'account' ? 'username' : 'off'
              }
              value={values[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          </FormField>
        ))}
      </form>
    </FormDialog>
  );
}
