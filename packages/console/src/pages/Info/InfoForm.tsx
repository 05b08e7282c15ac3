import type { User } from '@blade-console/blade-client';
import { useBladeClient, useBladeMutation } from '@blade-console/blade-client/swr';
import {
  AvatarUpload,
  Button,
  type CrudColumn,
  Form,
  FormItem,
  Input,
  message,
  useEditConflict,
  useForm,
} from '@blade-console/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conflictOf } from '../../crud/useCrudPage';
import { useQuery } from '../../data/hooks';
import { client, storage } from '../../session/client';
import { refreshSessionSnapshot } from '../../session/session';
import { phoneMessage } from '../../validators/phone';
import { Actions } from './Info.styles';

type InfoValues = Pick<User, 'avatar' | 'realName' | 'name' | 'phone' | 'email'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields of the form, as the conflict dialog lists them (stored value beside the typed one). */
const INFO_FIELDS: readonly CrudColumn<User>[] = [
  { field: 'avatar', label: 'console:info.avatar' },
  { field: 'realName', label: 'console:info.realName' },
  { field: 'name', label: 'console:info.name' },
  { field: 'phone', label: 'console:info.phone' },
  { field: 'email', label: 'console:info.email' },
];

/** The form's values of a user record ('' for what it lacks). */
function infoValues(record: Record<string, unknown> | undefined): InfoValues {
  const value = (field: string) => String(record?.[field] ?? '');
  return {
    avatar: value('avatar'),
    realName: value('realName'),
    name: value('name'),
    phone: value('phone'),
    email: value('email'),
  };
}

/**
 * Puts a loaded profile in the form, keeping what the person has changed meanwhile: the page shows
 * the cached answer and fetches a fresh one, and an avatar uploaded or a phone typed before it
 * arrives would otherwise be wiped out by it. The loaded values become the form's defaults, so the
 * kept changes still count as unsaved.
 */
function keepingChanges(form: ReturnType<typeof useForm<InfoValues>>, loaded: InfoValues) {
  const { dirtyFields } = form.formState;
  const typed = form.getValues();
  form.reset(loaded);
  for (const field of Object.keys(loaded) as (keyof InfoValues)[]) {
    if (dirtyFields[field]) form.setValue(field, typed[field], { shouldDirty: true });
  }
}

/** Uploads the avatar through OSS `put-file` and keeps the answer's `data.link` (SPEC §7). */
async function uploadAvatar(file: File): Promise<string> {
  const answer = await client.resource.oss.putFile(file, file.name);
  return answer.link;
}

/**
 * The Info tab: avatar, real name, user name, phone and email, saved with `update-info` and the
 * version the profile was loaded with. An administrator may have changed the user since: the save
 * is then refused (409) and the same conflict dialog as the edit forms' opens, keeping what was typed.
 */
export function InfoForm() {
  const { t } = useTranslation('console');
  const { t: ui } = useTranslation('ui');
  const form = useForm<InfoValues>({ mode: 'onTouched', defaultValues: infoValues(undefined) });
  const [saving, setSaving] = useState(false);
  const [avatarBusy, setAvatarBusy] = useState(false);
  const { reset } = form;

  // Fresh on every visit (the cached answer shows first); saving revalidates it.
  const { data: user } = useQuery('user.info', [], { revalidateOnMount: true });
  const updateInfo = useBladeMutation(useBladeClient(), 'user.updateInfo', { revalidate: 'user.' });

  const conflicts = useEditConflict<User>({
    form: { getValues: () => form.getValues(), reset: (values) => reset(infoValues(values)) },
    mode: 'edit',
    shown: INFO_FIELDS,
    editable: INFO_FIELDS,
    formValues: infoValues,
    // `fields` are what goes over the record: every field on a save, the changed ones on "keep mine".
    send: async (typed, record, fields) => {
      const values = { ...infoValues(record) };
      for (const { field } of fields) values[field as keyof InfoValues] = String(typed[field] ?? '');
      const version = record?.updateTime;
      // Revalidates the `user.*` queries (this form's `user.info`, the user list).
      await updateInfo.trigger({
        ...values,
        ...(typeof version === 'string' ? { updateTime: version } : {}),
      });
      saved(values);
    },
    conflictOf,
    // The SDK's error toast has said why.
    onSubmitError: () => undefined,
    label: (column) => t(column.label),
    words: { yes: ui('crud.yes'), no: ui('crud.no') },
  });

  // Only a new answer resets the form: a kept tab shown again re-runs this effect with the same one.
  const shownUser = useRef<typeof user>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: conflicts.begin is a new function each render.
  useEffect(() => {
    if (user && user !== shownUser.current) {
      shownUser.current = user;
      const record: Record<string, unknown> = { ...user };
      keepingChanges(form, infoValues(record));
      // The loaded record is what a save carries the version of.
      conflicts.begin(record);
    }
  }, [user, reset]);

  function saved(values: InfoValues) {
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
  }

  async function save(values: InfoValues) {
    setSaving(true);
    try {
      await conflicts.submit(values);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      {conflicts.dialog}
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
              onBusyChange={setAvatarBusy}
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
            validate: (value) => phoneMessage(value, t) ?? true,
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
          {/* Busy while the new avatar uploads too: submitted then, the old one would be saved. */}
          <Button type="submit" variant="primary" loading={saving || avatarBusy}>
            {t('info.submit')}
          </Button>
        </Actions>
      </Form>
    </>
  );
}
