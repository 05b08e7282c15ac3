import type { UpdatePasswordInput } from '@blade-console/blade-client';
import { Button, Form, FormItem, Input, message, useForm } from '@blade-console/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../session/client';
import { Actions } from './Info.styles';

const EMPTY: UpdatePasswordInput = { oldPassword: '', newPassword: '', newPassword1: '' };

/** The Password tab: old, new and confirm, sent with `update-password` (hashed by the SDK). */
export function PasswordForm() {
  const { t } = useTranslation('console');
  const form = useForm<UpdatePasswordInput>({ mode: 'onTouched', defaultValues: EMPTY });
  const [saving, setSaving] = useState(false);

  async function save(values: UpdatePasswordInput) {
    setSaving(true);
    try {
      await client.user.updatePassword(values);
      message.success(t('info.saved'));
      form.reset(EMPTY);
    } catch {
      // The SDK's error toast has said why (e.g. a wrong old password).
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form form={form} onSubmit={save} layout="horizontal">
      <FormItem name="oldPassword" label={t('info.oldPassword')} required={t('info.rules.oldPassword')}>
        <Input type="password" autoComplete="current-password" />
      </FormItem>
      <FormItem name="newPassword" label={t('info.newPassword')} required={t('info.rules.newPassword')}>
        <Input type="password" autoComplete="new-password" />
      </FormItem>
      <FormItem
        name="newPassword1"
        label={t('info.newPassword1')}
        required={t('info.rules.newPassword1')}
        rules={{ validate: (value, values) => value === values.newPassword || t('info.mismatch') }}
      >
        <Input type="password" autoComplete="new-password" />
      </FormItem>
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
