import {
  ErrorLogDialog,
  LockDialog,
  type MenuItem,
  MenuSearch,
  oneOpenProps,
  runLockAction,
  ThemeDialog,
} from '@blade-console/ui';
import { memo } from 'react';
import { website } from '../../config';
import { client } from '../../session/client';
import { lock } from '../../session/session';
import { useErrorLog } from '../../stores/errorLog';
import { usePreferences } from '../../stores/preferences';
import { SwitchDept } from '../SwitchDept';
import { GuestRegistration } from './GuestRegistration';

/** The shell's dialogs the top bar opens, one at a time. */
export type ShellDialogName = 'search' | 'lock' | 'theme' | 'errorLog';

export interface ShellDialogsProps {
  /** The one open, if any, and how it changes (the shell's `useOneOpen` state). */
  open: ShellDialogName | undefined;
  onOpenChange: (name: ShellDialogName | undefined) => void;
  /** The menu the search looks through, the roles that filter it, and how a row is named. */
  menu: MenuItem[];
  roles: string[];
  getLabel: (item: MenuItem) => string;
  /** A menu item chosen in the search (the sidebar's own way there). */
  onChoose: (item: MenuItem) => void;
  /** Goes to an address (the shell's navigate, stable). */
  navigate: (to: string) => void;
  /** The switch-department dialog (website.switchMode): open, and its setter. */
  switchingDept: boolean;
  onSwitchingDept: (open: boolean) => void;
}

/**
 * The signed-in shell's dialogs: the menu search, lock, theme, error log, guest registration and
 * switch department. Closed nearly always, and memoised with stable props: every navigation (a tab
 * switch) renders the shell again, and rendered with it they cost a click ~2 ms for nothing.
 */
export const ShellDialogs = memo(function ShellDialogs({
  open,
  onOpenChange,
  menu,
  roles,
  getLabel,
  onChoose,
  navigate,
  switchingDept,
  onSwitchingDept,
}: ShellDialogsProps) {
  const { theme, setTheme } = usePreferences();
  const { logs, clear: clearLogs } = useErrorLog();
  const propsOf = (name: ShellDialogName) => oneOpenProps(open, onOpenChange, name);
  return (
    <>
      <MenuSearch {...propsOf('search')} menu={menu} roles={roles} getLabel={getLabel} onChoose={onChoose} />
      <LockDialog
        {...propsOf('lock')}
        onLock={(password) =>
          runLockAction({
            password,
            openDialog: () => {},
            lock: () => lock(password),
            onNavigate: navigate,
          })
        }
      />
      <ThemeDialog {...propsOf('theme')} value={theme} onChange={setTheme} />
      <ErrorLogDialog
        {...propsOf('errorLog')}
        logs={logs}
        onUpload={async () => {
          await client.auth.sendLogs(logs);
          clearLogs();
        }}
        onClear={clearLogs}
      />
      <GuestRegistration />
      {website.switchMode ? <SwitchDept open={switchingDept} onOpenChange={onSwitchingDept} /> : null}
    </>
  );
});
