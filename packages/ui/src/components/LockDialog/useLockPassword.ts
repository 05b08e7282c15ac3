import { useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';

/**
 * The password field of the lock dialog and the lock screen: its value, the message under it, and
 * the rule both apply first — an empty password is refused with "lock password cannot be empty"
 * (SPEC §5) and the field takes the focus again.
 */
export function useLockPassword() {
  const { t } = useUiTranslation('ui');
  const input = useRef<HTMLInputElement | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** Shows `message` under the field and puts the focus back in it. */
  const refuse = (message: string) => {
    setError(message);
    input.current?.focus();
  };
  /** Whether a password was typed; refuses the empty one. */
  const filled = () => {
    if (password === '') refuse(t('lock.required'));
    return password !== '';
  };
  return { input, password, setPassword, error, setError, refuse, filled };
}
