import { LockScreen } from '@blade-console/ui';
import { useNavigate } from 'react-router-dom';
import { useUnsavedQuestion } from '../../layout/KeptPages';
import { userAvatar } from '../../session/avatar';
import { signOut, unlock, useSession } from '../../session/session';
import { activeTabAddress, useTabs } from '../../stores/tabs';

/** `/lock`: the session stays locked until the lock password is given (SPEC §2 "Lock dialog"). */
export function Lock() {
  const navigate = useNavigate();
  const { user } = useSession();
  const active = useTabs(activeTabAddress);
  // Asked here, not by the shell: the shell is hidden behind the lock screen, its dialogs too.
  const unsaved = useUnsavedQuestion();
  return (
    <>
      <LockScreen
        userName={user?.nick_name || user?.user_name}
        avatar={userAvatar(user)}
        onUnlock={(password) => {
          const unlocked = unlock(password);
          if (unlocked) navigate(active || '/', { replace: true });
          return unlocked;
        }}
        onLogout={async () => {
          // Signing out drops every kept tab: like every other sign-out, ask first about unsaved input.
          if (!(await unsaved.confirmLeave())) return;
          await signOut();
          navigate('/login', { replace: true });
        }}
      />
      {unsaved.prompt}
    </>
  );
}
