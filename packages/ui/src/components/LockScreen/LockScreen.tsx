import { type FormEvent, useEffect, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { LogOut, Unlock } from '../../icons';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { Input } from '../Input';
import { useLockPassword } from '../LockDialog/useLockPassword';
import { Actions, Avatar, Clock, Form, Panel, Screen, Title } from './LockScreen.styles';

export interface LockScreenProps {
  userName?: string;
  avatar?: string;
  /**
   * Checks the password and unlocks: return (or resolve) false for a wrong password, which is
   * told to the user. The app compares with the lock password kept for the browser session.
   */
  onUnlock: (password: string) => boolean | Promise<boolean>;
  onLogout?: () => void;
}

function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const two = (n: number) => String(n).padStart(2, '0');

/** The /lock page: a clock, the user and the unlock form. */
export function LockScreen({ userName, avatar, onUnlock, onLogout }: LockScreenProps) {
  const { t } = useUiTranslation('ui');
  const now = useClock();
  const { input, password, setPassword, error, refuse, filled } = useLockPassword();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled()) return;
    setBusy(true);
    try {
      const ok = await onUnlock(password);
      if (!ok) {
        setPassword('');
        refuse(t('lock.wrong'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen>
      <Panel>
        <Clock>
          <time dateTime={now.toISOString()}>
            {two(now.getHours())}:{two(now.getMinutes())}
          </time>
        </Clock>
        <Avatar
          aria-hidden="true"
          data-initial={avatar ? undefined : (userName ?? '?').slice(0, 1).toUpperCase()}
        >
          {avatar ? <img src={avatar} alt="" /> : null}
        </Avatar>
        <Title>
          {t('lock.screenTitle')}
          {userName ? ` · ${userName}` : ''}
        </Title>
        <Form onSubmit={submit} noValidate>
          <FormField label={t('lock.unlockPassword')} error={error}>
            <Input
              ref={input}
              type="password"
              autoComplete="current-password"
              autoFocus
              placeholder={t('lock.unlockPlaceholder')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <Actions>
            {onLogout ? (
              <Button variant="text" icon={<LogOut />} onClick={onLogout}>
                {t('lock.logout')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" variant="primary" icon={<Unlock />} loading={busy}>
              {t('lock.unlock')}
            </Button>
          </Actions>
        </Form>
      </Panel>
    </Screen>
  );
}
