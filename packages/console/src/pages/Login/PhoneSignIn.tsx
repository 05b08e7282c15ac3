import type { TokenResponse } from '@blade-console/blade-client';
import { Alert, Button, FormField, Input, useBootTranslation } from '@blade-console/ui';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { website } from '../../config';
import { loadSignedInFrame } from '../../router/signedInFrame';
import { core } from '../../session/core';
import { phoneMessage } from '../../validators/phone';
import { CaptchaRow, Form, MessageSlot } from './Login.styles';
import { TenantField } from './TenantField';

type Field = 'tenantId' | 'phone' | 'code';

/** Seconds before another code may be asked for: the server's limit is one a minute per phone. */
export const RESEND_SECONDS = 60;

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
  const [values, setValues] = useState<Record<Field, string>>({
    tenantId: website.defaultTenantId,
    phone: '',
    code: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<{ type: 'info' | 'error'; text: string }>();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  function validate(field: Field, value: string): string | undefined {
    if (field === 'tenantId') return showTenant && !value.trim() ? t('login.required.tenantId') : undefined;
    if (field === 'phone') return phoneMessage(value, t);
    if (!value.trim()) return t('login.smsCodeRequired');
    return /^\d{6}$/.test(value.trim()) ? undefined : t('login.smsCodeFormat');
  }

  /** Checks `fields`, shows their messages, and says whether all passed. */
  function check(fields: Field[]): boolean {
    const found = Object.fromEntries(fields.map((field) => [field, validate(field, values[field])]));
    setErrors((current) => ({ ...current, ...found }));
    return !Object.values(found).some(Boolean);
  }

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

  const field = (name: Field) => ({
    id: `login-${name}`,
    name,
    value: values[name],
    invalid: Boolean(errors[name]),
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: validate(name, value) }));
    },
    onBlur: () => setErrors((current) => ({ ...current, [name]: validate(name, values[name]) })),
  });

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

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
