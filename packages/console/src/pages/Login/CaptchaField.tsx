import { FormField, Input, type InputProps, useBootTranslation } from '@blade-console/ui';
import { CaptchaButton, CaptchaRow } from './Login.styles';

interface CaptchaFieldProps extends InputProps {
  error: string | undefined;
  /** The captcha's picture (none while the first one loads). */
  image: string | undefined;
  onRefresh: () => void;
}

/** The captcha of the account form: its text box and its picture, a button that asks for another. */
export function CaptchaField({ error, image, onRefresh, ...input }: CaptchaFieldProps) {
  const { t } = useBootTranslation('console');
  return (
    <FormField label={t('login.captcha')} htmlFor="login-captcha" required error={error}>
      {(control) => (
        <CaptchaRow>
          <Input {...control} {...input} placeholder={t('login.captchaPlaceholder')} autoComplete="off" />
          <CaptchaButton
            type="button"
            onClick={onRefresh}
            aria-label={t('login.captchaRefresh')}
            title={t('login.captchaRefresh')}
          >
            {image ? <img src={image} alt={t('login.captchaImage')} /> : null}
          </CaptchaButton>
        </CaptchaRow>
      )}
    </FormField>
  );
}
