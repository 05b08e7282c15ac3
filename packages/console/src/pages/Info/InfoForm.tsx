import type { User } from '@blade-console/blade-client';
import { useBladeClient, useBladeMutation } from '@blade-console/blade-client/swr';
import { AvatarUpload, Button, Form, FormItem, Input, message, useForm } from '@blade-console/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../data/hooks';
import { client, storage } from '../../session/client';
import { refreshSessionSnapshot } from '../../session/session';
import { Actions } from './Info.styles';
import { phoneProblem } from './phone';

type InfoValues = Pick<User, 'avatar' | 'realName' | 'name' | 'phone' | 'email'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Uploads the avatar through OSS `put-file` and keeps the answer's `data.link` (SPEC §7). */
async function uploadAvatar(file: File): Promise<string> {
  const answer = await client.resource.oss.putFile(file, file.name);
  return answer.link;
}

/** The Info tab: avatar, real name, user name, phone and email, saved with `update-info`. */
export function InfoForm() {
  const { t } = useTranslation('console');
  const form = useForm<InfoValues>({
    mode: 'onTouched',
    defaultValues: { avatar: '', realName: '', name: '', phone: '', email: '' },
  });
  const [saving, setSaving] = useState(false);
  const { reset } = form;

  // Fresh on every visit (the cached answer shows first); saving revalidates it.
  const { data: user } = useQuery('user.info', [], { revalidateOnMount: true });
  const updateInfo = useBladeMutation(useBladeClient(), 'user.updateInfo', { revalidate: 'user.' });
  // Only a new answer resets the form: a kept tab shown again re-runs this effect with the same one.
  const shownUser = useRef<typeof user>(undefined);
  useEffect(() => {
    if (user && user !== shownUser.current) {
      shownUser.current = user;
      reset({
        avatar: user.avatar ?? '',
        realName: user.realName ?? '',
        name: user.name ?? '',
        phone: user.phone ?? '',
        email: user.email ?? '',
      });
    }
  }, [user, reset]);

  async function save(values: InfoValues) {
    setSaving(true);
    try {
      // Revalidates the `user.*` queries (this form's `user.info`, the user list).
      await updateInfo.trigger(values);
      message.success(t('info.saved'));
      // The top bar shows the stored user's avatar and name: keep them in step.
      const stored = storage.getStore<Record<string, unknown>>({ name: 'userInfo' });
      if (stored) {
        storage.setStore({
          name: 'userInfo',
          content: { ...stored, avatar: values.avatar, nick_name: values.name || stored.nick_name },
        });
        refreshSessionSnapshot();
      }
    } catch {
      // The SDK's error toast has said why.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form form={form} onSubmit={save} layout="horizontal">
      <FormItem name="avatar" label={t('info.avatar')}>
        {(control) => (
          <AvatarUpload
            id={control.id}
            aria-labelledby={control['aria-labelledby']}
            value={(control.value as string) || null}
            onChange={(link) => control.onChange(link ?? '')}
            onBlur={control.onBlur}
            onUpload={uploadAvatar}
            shape="round"
          />
        )}
      </FormItem>
      <FormItem name="realName" label={t('info.realName')} required={t('info.rules.realName')}>
        <Input autoComplete="name" />
      </FormItem>
      <FormItem name="name" label={t('info.name')} required={t('info.rules.name')}>
        <Input autoComplete="nickname" />
      </FormItem>
      <FormItem
        name="phone"
        label={t('info.phone')}
        rules={{
          validate: (value) => {
            const problem = phoneProblem(value);
            return problem ? t(`phone.${problem}`) : true;
          },
        }}
      >
        <Input inputMode="tel" autoComplete="tel" />
      </FormItem>
      <FormItem
        name="email"
        label={t('info.email')}
        rules={{ validate: (value) => !value || EMAIL.test(String(value)) || t('info.emailFormat') }}
      >
        <Input type="email" autoComplete="email" />
      </FormItem>
      <Actions>
        <Button type="submit" variant="primary" loading={saving}>
          {t('info.submit')}
        </Button>
      </Actions>
    </Form>
  );
}
