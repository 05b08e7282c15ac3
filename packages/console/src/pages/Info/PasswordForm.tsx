import type { UpdatePasswordInput } from '@blade-console/blade-client';
import { Button, Form, FormItem, Input, message, useBusy, useForm } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { client } from '../../session/client';
import { Actions } from './Info.styles';
import { NewPasswordItems } from './NewPasswordItems';

const EMPTY: UpdatePasswordInput = { oldPassword: '', newPassword: '', newPassword1: '' };

/** The Password tab: old, new and confirm, sent with `update-password` (hashed by the SDK). */
export function PasswordForm() {
  const { t } = useTranslation('console');
  const form = useForm<UpdatePasswordInput>({ mode: 'onTouched', defaultValues: EMPTY });
  const [saving, run] = useBusy();

  async function save(values: UpdatePasswordInput) {
    // A failure: the SDK's error toast has said why (e.g. a wrong old password).
    await run(async () => {
      await client.user.updatePassword(values);
      message.success(t('info.saved'));
      form.reset(EMPTY);
    });
  }

  return (
    <Form form={form} onSubmit={save} layout="horizontal">
      <FormItem name="oldPassword" label={t('info.oldPassword')} required={t('info.rules.oldPassword')}>
        <Input type="password" autoComplete="current-password" />
      </FormItem>
      <NewPasswordItems
        labels={{ newPassword: t('info.newPassword'), newPassword1: t('info.newPassword1') }}
        messages={{
          newPassword: t('info.rules.newPassword'),
          newPassword1: t('info.rules.newPassword1'),
          mismatch: t('info.mismatch'),
        }}
      />
      <Actions>
        <Button type="submit" variant="primary" loading={saving}>
          {t('info.submit')}
        </Button>
        <Button type="button" onClick={() => form.reset(EMPTY)}>
          {t('info.reset')}
        </Button>
      </Actions>
    </Form>
  );
}
