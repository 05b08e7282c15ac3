import type { Captcha } from '@blade-console/blade-client';
import { useCallback, useEffect, useState } from 'react';
import { core } from '../../session/core';

/** The captcha image and key; `refresh()` fetches a new one (on click and after a failed sign-in). */
export function useCaptcha(enabled: boolean) {
  const [captcha, setCaptcha] = useState<Captcha>();
  const refresh = useCallback(async () => {
    if (!enabled) return;
    try {
      setCaptcha(await core.auth.captcha());
    } catch {
      // The sign-in itself reports an unreachable server; an empty image is enough here.
      setCaptcha(undefined);
    }
  }, [enabled]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { captcha, refresh };
}
