import type { Dept, Role } from '@blade-console/blade-client';
import { useEffect, useState } from 'react';
import type { SwitchUser } from './needsSwitchChoice';
import {
  deptOptions,
  initialSwitchValues,
  roleOptions,
  type SwitchDeptValues,
  type SwitchOption,
} from './switchOptions';

/** Loads a user's departments and roles (`dept/select?userId`, `role/select?userId`). */
export type LoadSwitchChoices = (userId: string | undefined) => Promise<[Dept[], Role[]]>;

export interface SwitchChoices {
  depts: SwitchOption[];
  roles: SwitchOption[];
  loading: boolean;
  /** The user's current pair among the options, once loaded: what the form starts on. */
  initial: SwitchDeptValues | undefined;
}

const NONE: SwitchChoices = { depts: [], roles: [], loading: false, initial: undefined };

/**
 * The department and role options of the switch form, loaded each time `active` turns on — by the
 * switch dialog of the signed-in frame and by the sign-in form's second step in switch mode.
 */
export function useSwitchChoices(
  active: boolean,
  user: SwitchUser | undefined,
  load: LoadSwitchChoices,
): SwitchChoices {
  const [choices, setChoices] = useState<SwitchChoices>(NONE);
  const userId = user?.user_id === undefined ? undefined : String(user.user_id);

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per activation, for that user.
  useEffect(() => {
    if (!active) return;
    let live = true;
    setChoices({ ...NONE, loading: true });
    load(userId)
      .then(([deptRows, roleRows]) => {
        if (!live) return;
        const depts = deptOptions(deptRows);
        const roles = roleOptions(roleRows);
        setChoices({ depts, roles, loading: false, initial: initialSwitchValues(user, depts, roles) });
      })
      .catch(() => {
        // The SDK's error toast has said why; the lists stay empty.
        if (live) setChoices(NONE);
      });
    return () => {
      live = false;
    };
  }, [active, userId]);

  return choices;
}
