import type { TokenResponse } from '@blade-console/blade-client';
import { Alert, Button, FormField, Input, useBootTranslation } from '@blade-console/ui';
import {
  type FormEvent,
  lazy,
  Suspense,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { website } from '../../config';
import { needsSwitchChoice } from '../../layout/SwitchDept/needsSwitchChoice';
import { signInReturnPath } from '../../router/paths';
import { loadSignedInFrame } from '../../router/signedInFrame';
import { core } from '../../session/core';
import { mustChangePassword, rememberSignInPassword } from '../../session/passwordChange';
import { storeSignIn } from '../../session/session';
import { useTenantFromDomain } from '../../session/useTenantFromDomain';
import { CaptchaField } from './CaptchaField';
import { LanguageSwitch } from './LanguageSwitch';
import { BrandPanel, Form, FormPanel, Hint, MessageSlot, Screen } from './Login.styles';
import { menuAndShellLoaded } from './menuAndShell';
import { SignInLink, useSignInNavigation } from './navigation';
import { readPrerenderedForm, restoreFocus } from './prerendered';
import { type SignInMode, SignInModes } from './SignInModes';
import { SocialSignIn } from './SocialSignIn';
import { readSignInCallback, type SignInCallback, signInWithCallback } from './signInCallback';
import { TenantField } from './TenantField';
import { useCaptcha } from './useCaptcha';
import { useReplayedPress } from './useReplayedPress';
import { messageOf, useSignInForm } from './useSignInForm';

// Only the people who choose them need these: keep them off /login's load. The phone form is
// fetched when its mode is chosen (the account form stays until it is there).
const PhoneSignIn = lazy(() => import('./PhoneSignIn').then((module) => ({ default: module.PhoneSignIn })));
// Switch mode with a multi-department user needs the second step.
const ChooseDeptRole = lazy(() =>
  import('./ChooseDeptRole').then((module) => ({ default: module.ChooseDeptRole })),
);

type Field = 'tenantId' | 'username' | 'password' | 'captcha';

/**
 * Sign-in (`/login`): tenant, account, password (hashed by the SDK) and captcha, or phone and texted
 * code (PhoneSignIn); in switch mode a user with several departments or roles then chooses the pair.
 */
export function Login() {
  const { t } = useBootTranslation('console');
  const { search, navigate, prepareToLeave } = useSignInNavigation();
  const domainTenant = useTenantFromDomain(website.tenantMode);
  const { captcha, refresh: refreshCaptcha } = useCaptcha(website.captchaMode);
  // What was typed into the server's pre-painted form (login.html) before the app took over.
  const [prerendered] = useState(readPrerenderedForm);
  const showTenant = website.tenantMode && !domainTenant;
  const required: Field[] = [
    ...(showTenant ? (['tenantId'] as const) : []),
    'username',
    'password',
    ...(website.captchaMode ? (['captcha'] as const) : []),
  ];
  const { values, setValues, errors, field, check } = useSignInForm<Field>(
    () => ({
      tenantId: website.defaultTenantId,
      username: '',
      password: '',
      captcha: '',
      ...prerendered?.values,
    }),
    (name, value) => (required.includes(name) && !value.trim() ? t(`login.required.${name}`) : undefined),
  );
  const [serverError, setServerError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  /** Switch mode: signed in, the department and role still to choose. */
  const [pending, setPending] = useState<TokenResponse>();
  const [mode, setMode] = useState<SignInMode>('account');
  const modes = <SignInModes mode={mode} onChange={(next) => startTransition(() => setMode(next))} />;
  /** A third-party or single sign-on return being exchanged for tokens. */
  const [returning, setReturning] = useState<SignInCallback['kind']>();
  const handledReturn = useRef<string>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the app's form replaces the pre-painted one.
  useLayoutEffect(() => restoreFocus(prerendered?.focused, (name) => `login-${name}`), []);
  const formRef = useRef<HTMLFormElement>(null);
  // A captcha typed into the copy is sent with its image's key, once that has come.
  useReplayedPress(
    formRef,
    prerendered?.pressed,
    Boolean(website.captchaMode && values.captcha.trim() && !captcha),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per returned address.
  useEffect(() => {
    const callback = readSignInCallback(search);
    // A code can be exchanged once: not again when React re-runs the effect.
    if (!callback || handledReturn.current === search) return;
    handledReturn.current = search;
    setReturning(callback.kind);
    setServerError(undefined);
    loadSignedInFrame().catch(() => {});
    signInWithCallback(callback)
      .then(proceed)
      .catch((error) => {
        // SPEC §8: the error_description is shown and nothing is stored; the spent code leaves the
        // address so that a reload shows the plain form.
        setServerError(messageOf(error));
        navigate('/login', { replace: true });
      })
      .finally(() => setReturning(undefined));
  }, [search]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check(required)) return;
    setSubmitting(true);
    setServerError(undefined);
    try {
      const asked = core.auth.token({
        grantType: website.captchaMode ? 'captcha' : 'password',
        tenantId: domainTenant ?? values.tenantId.trim(),
        username: values.username.trim(),
        password: values.password,
        captchaKey: captcha?.key,
        captchaCode: values.captcha.trim(),
        type: 'account',
      });
      // The shell downloads while the token is asked for, if the form did not fetch it already
      // (pages/Login/prepare.ts); asked after the token, whose request then leaves first. A failure
      // here shows when the frame's route loads it.
      loadSignedInFrame().catch(() => {});
      const response = await asked;
      rememberSignInPassword(response, values.password);
      await proceed(response);
    } catch (error) {
      // SPEC §8: the server's error_description is shown and nothing is stored.
      setServerError(messageOf(error));
      setValues((current) => ({ ...current, captcha: '' }));
      void refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  }

  /** In switch mode a user with several departments or roles chooses first; others enter. */
  async function proceed(response: TokenResponse) {
    if (website.switchMode && needsSwitchChoice(response)) setPending(response);
    else await enter(response);
  }

  /**
   * Stores the session, then waits for the menu and the shell's module together before leaving, so
   * that the shell's first paint has its sidebar. A menu that fails (or is slow) does not keep the
   * user here: the shell loads it again, or shows it when it arrives.
   */
  async function enter(response: TokenResponse) {
    const announce = storeSignIn(response);
    // Back to the page a signed-out visit asked for (only a path of this site), else home.
    const to = signInReturnPath(search) ?? '/';
    // An initial password opens only its change (the server refuses the menu until then). A cold
    // /login has no router yet: it starts at `to` while the menu is fetched, so the console's first
    // render follows the menu's arrival at once (its module is usually there already, fetched on
    // the first interaction with the form).
    await Promise.all([
      mustChangePassword(response) ? undefined : menuAndShellLoaded(),
      prepareToLeave?.(to, { replace: true }).catch(() => {}),
    ]);
    announce();
    // The guard may have left /login already (the menu's arrival re-renders it).
    if (mounted.current) navigate(to, { replace: true });
  }

  function backToCredentials() {
    setPending(undefined);
    // The captcha was spent on the first step.
    setValues((current) => ({ ...current, captcha: '' }));
    void refreshCaptcha();
  }

  return (
    <Screen>
      <BrandPanel aria-hidden="true">
        <h1>{t('title')}</h1>
        <p>{t('login.subheading')}</p>
      </BrandPanel>
      <FormPanel>
        <LanguageSwitch />
        {pending ? (
          <Suspense fallback={null}>
            <ChooseDeptRole pending={pending} onChosen={enter} onBack={backToCredentials} />
          </Suspense>
        ) : mode === 'phone' ? (
          <PhoneSignIn domainTenant={domainTenant} onSignedIn={proceed} modes={modes} />
        ) : (
          <Form ref={formRef} onSubmit={submit} noValidate aria-labelledby="login-heading">
            <h2 id="login-heading">{t('login.heading')}</h2>
            {modes}
            <MessageSlot>
              {returning ? <Alert type="info">{t(`login.returning.${returning}`)}</Alert> : null}
              {serverError ? <Alert type="error">{serverError}</Alert> : null}
            </MessageSlot>
            {showTenant ? <TenantField {...field('tenantId')} error={errors.tenantId} /> : null}
            <FormField label={t('login.username')} htmlFor="login-username" required error={errors.username}>
              <Input
                {...field('username')}
                placeholder={t('login.usernamePlaceholder')}
                autoComplete="username"
              />
            </FormField>
            <FormField label={t('login.password')} htmlFor="login-password" required error={errors.password}>
              <Input
                {...field('password')}
                type="password"
                placeholder={t('login.passwordPlaceholder')}
                autoComplete="current-password"
              />
            </FormField>
            {website.captchaMode ? (
              <CaptchaField
                {...field('captcha')}
                error={errors.captcha}
                image={captcha?.image}
                onRefresh={() => void refreshCaptcha()}
              />
            ) : null}
            <Button
              type="submit"
              variant="primary"
              size="large"
              fullWidth
              loading={submitting || Boolean(returning)}
            >
              {t('login.submit')}
            </Button>
            <SocialSignIn tenantId={domainTenant ?? values.tenantId.trim()} />
            <Hint>{t('login.demo')}</Hint>
            <Hint>
              <SignInLink to="/Home">{t('login.toSite')}</SignInLink>
            </Hint>
          </Form>
        )}
      </FormPanel>
    </Screen>
  );
}
