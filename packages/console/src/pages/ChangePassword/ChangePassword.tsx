import { Button, Form, FormItem, Input, useBusy, useForm } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { registerAccountFormStrings } from '../../i18n/accountForms';
import { client } from '../../session/client';
import { forgetSignInPassword, signInPasswordForChange } from '../../session/passwordChange';
import { signOut } from '../../session/session';
import { refreshSession } from '../../session/tokenRefresh';
import { NewPasswordItems } from '../Info/NewPasswordItems';
import { Actions, Lead, Panel, Screen, Title } from './ChangePassword.styles';

registerAccountFormStrings();

interface Values {
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

/**
 * `/change-password`: an account still on its initial password sets its own before the shell opens
 * (issue 17). The old password is the one just typed at sign-in, so only the new one is asked for
 * (twice); after a reload the page has lost it and asks for it as well. SPEC's password rules
 * apply (required, the two equal), plus: not the old one again.
 */
export function ChangePassword() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const known = signInPasswordForChange();
  const form = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { oldPassword: known ?? '', newPassword: '', newPassword1: '' },
  });
  const [saving, run] = useBusy();

  async function save(values: Values) {
    // A failure: the SDK's error toast has said why (a wrong old password, the initial one again).
    await run(async () => {
      await client.user.updatePassword(values);
      forgetSignInPassword();
      // The session's refresh issues a token without the flag: the guard then lets the shell open.
      await refreshSession();
      navigate('/', { replace: true });
    });
  }

  return (
    <Screen>
      <Panel aria-labelledby="change-password-title">
        <Title id="change-password-title">{t('changePassword.title')}</Title>
        <Lead>{t('changePassword.lead')}</Lead>
        <Form form={form} onSubmit={save} layout="vertical">
          {known === undefined ? (
            <FormItem
              name="oldPassword"
              label={t('changePassword.oldPassword')}
              required={t('changePassword.rules.oldPassword')}
            >
              <Input type="password" autoComplete="current-password" />
            </FormItem>
          ) : null}
          <NewPasswordItems
            labels={{
              newPassword: t('changePassword.newPassword'),
              newPassword1: t('changePassword.newPassword1'),
            }}
            messages={{
              newPassword: t('changePassword.rules.newPassword'),
              newPassword1: t('changePassword.rules.newPassword1'),
              mismatch: t('changePassword.rules.mismatch'),
              sameAsOld: t('changePassword.rules.sameAsOld'),
            }}
          />
          <Actions>
            <Button type="submit" variant="primary" loading={saving}>
              {t('changePassword.submit')}
            </Button>
            <Button
              type="button"
              onClick={async () => {
                await signOut();
                navigate('/login', { replace: true });
              }}
            >
              {t('changePassword.signOut')}
            </Button>
          </Actions>
        </Form>
      </Panel>
    </Screen>
  );
}
