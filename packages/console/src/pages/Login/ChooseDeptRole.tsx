import type { Dept, Role, TokenResponse } from '@blade-console/blade-client';
import { Alert, Button, Form, useBootTranslation, useForm } from '@blade-console/ui';
import { useEffect, useState } from 'react';
import { registerAccountFormStrings } from '../../i18n/accountForms';
// Not the folder's index: it also exports the signed-in dialog, which translates with i18next.
import { DeptRoleFields } from '../../layout/SwitchDept/DeptRoleFields';
import type { SwitchDeptValues } from '../../layout/SwitchDept/switchOptions';
import { type LoadSwitchChoices, useSwitchChoices } from '../../layout/SwitchDept/useSwitchChoices';
import { core } from '../../session/core';
import { Hint, Step } from './Login.styles';
import { messageOf } from './useSignInForm';

export interface ChooseDeptRoleProps {
  /** The sign-in's answer, not stored yet: the session starts only once the pair is chosen. */
  pending: TokenResponse;
  /** The token for the chosen department and role. */
  onChosen: (response: TokenResponse) => void;
  /** Back to the credentials (the pending sign-in is ended on the server). */
  onBack: () => void;
}

const EMPTY: SwitchDeptValues = { deptId: '', roleId: '' };

registerAccountFormStrings();

/**
 * The sign-in's second step in switch mode (SPEC §3 "Login", §6): a user with several departments
 * or roles picks the pair to work as; the refresh grant then issues the token for that pair, so the
 * captcha is not asked again.
 */
export function ChooseDeptRole({ pending, onChosen, onBack }: ChooseDeptRoleProps) {
  const { t } = useBootTranslation('console');
  const form = useForm<SwitchDeptValues>({ mode: 'onTouched', defaultValues: EMPTY });
  const [serverError, setServerError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  // The pending token is not stored (storing it would start the session and leave /login), so the
  // calls made for it carry it themselves.
  const asPending = { meta: { token: pending.access_token, handleUnauthorized: false } };
  const load: LoadSwitchChoices = (userId) =>
    Promise.all([
      core.http.get<Dept[]>('/blade-system/dept/select', { userId }, asPending),
      core.http.get<Role[]>('/blade-system/role/select', { userId }, asPending),
    ]);
  const choices = useSwitchChoices(true, pending, load);

  // biome-ignore lint/correctness/useExhaustiveDependencies: start on the user's current pair once loaded.
  useEffect(() => {
    if (choices.initial) form.reset(choices.initial);
  }, [choices.initial]);

  async function submit(values: SwitchDeptValues) {
    setSubmitting(true);
    setServerError(undefined);
    try {
      onChosen(
        await core.auth.refreshToken({
          refreshToken: pending.refresh_token,
          tenantId: pending.tenant_id,
          deptId: values.deptId,
          roleId: values.roleId,
        }),
      );
    } catch (error) {
      setServerError(messageOf(error));
    } finally {
      setSubmitting(false);
    }
  }

  function back() {
    // Best effort: the unused token is revoked; the form goes back whatever the server says.
    core.auth.logout(asPending.meta).catch(() => {});
    onBack();
  }

  return (
    <Step aria-labelledby="login-choose-heading">
      <h2 id="login-choose-heading">{t('login.choose.heading')}</h2>
      <Hint>{t('login.choose.lead', { name: pending.nick_name || pending.account || '' })}</Hint>
      {serverError ? <Alert type="error">{serverError}</Alert> : null}
      <Form form={form} onSubmit={submit}>
        <DeptRoleFields {...choices} />
        <Button
          type="submit"
          variant="primary"
          size="large"
          fullWidth
          loading={submitting}
          disabled={choices.loading}
        >
          {t('login.submit')}
        </Button>
      </Form>
      <Button variant="text" onClick={back}>
        {t('login.choose.back')}
      </Button>
    </Step>
  );
}
