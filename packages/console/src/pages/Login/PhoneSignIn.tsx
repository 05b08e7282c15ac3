import type { TokenResponse } from '@blade-console/blade-client';
import { Alert, Button, FormField, Input, useBootTranslation } from '@blade-console/ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { website } from '../../config';
import { registerAccountFormStrings } from '../../i18n/accountForms';
import { loadSignedInFrame } from '../../router/signedInFrame';
import { core } from '../../session/core';
import { phoneMessage } from '../../validators/phone';
import { CaptchaRow, Form, MessageSlot } from './Login.styles';
import { TenantField } from './TenantField';
import { messageOf, useSignInForm } from './useSignInForm';

type Field = 'tenantId' | 'phone' | 'code';

/** Seconds before another code may be asked for: the server's limit is one a minute per phone. */
export const RESEND_SECONDS = 60;

registerAccountFormStrings();

export interface PhoneSignInProps {
  /** The tenant bound to the site's domain, if any (then the tenant field is hidden). */
  domainTenant: string | undefined;
  onSignedIn(response: TokenResponse): void;
  /** The account / phone switch, drawn under the heading. */
  modes: ReactNode;
}

/**
 * Phone sign-in (SPEC §7): the server texts a 6-digit code (`auth.sendSmsCode`), the person types
 * it, and the `sms_code` grant signs them in. Server refusals (a wrong code, too many requests)
 * are shown as the server words them.
 */
export function PhoneSignIn({ domainTenant, onSignedIn, modes }: PhoneSignInProps) {
  const { t } = useBootTranslation('console');
  const showTenant = website.tenantMode && !domainTenant;
  const [notice, setNotice] = useState<{ type: 'info' | 'error'; text: string }>();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const { values, errors, field, check } = useSignInForm<Field>(
    () => ({ tenantId: website.defaultTenantId, phone: '', code: '' }),
    (name, value) => {
      if (name === 'tenantId') return showTenant && !value.trim() ? t('login.required.tenantId') : undefined;
      if (name === 'phone') return phoneMessage(value, t);
      if (!value.trim()) return t('login.smsCodeRequired');
      return /^\d{6}$/.test(value.trim()) ? undefined : t('login.smsCodeFormat');
    },
  );

  const tenantId = () => domainTenant ?? values.tenantId.trim();

  async function sendCode() {
    if (!check(['tenantId', 'phone'])) return;
    setSending(true);
    setNotice(undefined);
    try {
      await core.auth.sendSmsCode({ tenantId: tenantId(), phone: values.phone.trim() });
      setNotice({ type: 'info', text: t('login.codeSent') });
      setWait(RESEND_SECONDS);
    } catch (error) {
      setNotice({ type: 'error', text: messageOf(error) });
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!check(['tenantId', 'phone', 'code'])) return;
    setSubmitting(true);
    setNotice(undefined);
    loadSignedInFrame().catch(() => {});
    try {
      onSignedIn(
        await core.auth.phoneToken({
          tenantId: tenantId(),
          phone: values.phone.trim(),
          code: values.code.trim(),
        }),
      );
    } catch (error) {
      setNotice({ type: 'error', text: messageOf(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="login-phone-heading">
      <h2 id="login-phone-heading">{t('login.heading')}</h2>
      {modes}
      <MessageSlot>{notice ? <Alert type={notice.type}>{notice.text}</Alert> : null}</MessageSlot>
      {showTenant ? <TenantField {...field('tenantId')} error={errors.tenantId} /> : null}
      <FormField label={t('login.phone')} htmlFor="login-phone" required error={errors.phone}>
        <Input
          {...field('phone')}
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('login.phonePlaceholder')}
        />
      </FormField>
      <FormField label={t('login.smsCode')} htmlFor="login-code" required error={errors.code}>
        {(control) => (
          <CaptchaRow>
            <Input
              {...control}
              {...field('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('login.smsCodePlaceholder')}
            />
            <Button type="button" onClick={() => void sendCode()} loading={sending} disabled={wait > 0}>
              {wait > 0 ? t('login.resendIn', { seconds: wait }) : t('login.sendCode')}
            </Button>
          </CaptchaRow>
        )}
      </FormField>
      <Button type="submit" variant="primary" size="large" fullWidth loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
