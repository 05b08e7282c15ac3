import { useBootTranslation } from '@blade-console/ui';
import { ModeButton, ModeSwitch } from './Login.styles';

export type SignInMode = 'account' | 'phone';

const MODES: readonly SignInMode[] = ['account', 'phone'];

/** The choice between account/password and phone/code sign-in, shown at the top of either form. */
export function SignInModes({ mode, onChange }: { mode: SignInMode; onChange(mode: SignInMode): void }) {
  const { t } = useBootTranslation('console');
  return (
    <ModeSwitch role="group" aria-label={t('login.mode.label')}>
      {MODES.map((each) => (
        <ModeButton key={each} type="button" aria-pressed={each === mode} onClick={() => onChange(each)}>
          {t(`login.mode.${each}`)}
        </ModeButton>
      ))}
    </ModeSwitch>
  );
}
