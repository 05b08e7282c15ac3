import { FormField, Input, type InputProps, useBootTranslation } from '@blade-console/ui';

/** The tenant field of both sign-in forms (shown in tenant mode when the address names no tenant). */
export function TenantField({ error, ...input }: InputProps & { error: string | undefined }) {
  const { t } = useBootTranslation('console');
  return (
    <FormField label={t('login.tenantId')} htmlFor="login-tenantId" required error={error}>
      <Input {...input} placeholder={t('login.tenantIdPlaceholder')} autoComplete="organization" />
    </FormField>
  );
}
