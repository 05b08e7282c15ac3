import { type RefObject, useEffect, useRef } from 'react';

/**
 * Sends the app's sign-in form once, as it takes over, when 登录 was pressed in the pre-painted copy
 * before the app ran (prerendered.ts: the copy cannot send; the values typed there are already in
 * the form). The press then gets its answer, a sign-in or the fields' messages, instead of being
 * lost. `wait` holds it back while what the sending needs is still on its way (a captcha's key).
 */
export function useReplayedPress(
  form: RefObject<HTMLFormElement | null>,
  pressed: boolean | undefined,
  wait: boolean,
): void {
  const pending = useRef(pressed);
  useEffect(() => {
    if (!pending.current || wait) return;
    pending.current = false;
    form.current?.requestSubmit();
  }, [form, wait]);
}
