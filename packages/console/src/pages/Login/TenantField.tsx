import { FormField, Input, type InputProps } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';

/** The tenant field of both sign-in forms (shown in tenant mode when the address names no tenant). */
export function TenantField({ error, ...input }: InputProps & { error: string | undefined }) {
  const { t } = useTranslation('console');
  return (
    <FormField label={t('login.tenantId')} htmlFor="login-tenantId" required error={error}>
      <Input {...input} placeholder={t('login.tenantIdPlaceholder')} autoComplete="organization" />
    </FormField>
  );
}
