import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';

/**
 * The fields whose control is working in the background (a picture still uploading) and a save
 * asked meanwhile. Saving at once would check the field before its link arrives and refuse it as
 * empty — and the message would vanish a moment later when the link came, leaving a form that
 * seems to have ignored the click. Instead the save waits, shown as saving, and goes on by itself
 * once every such field is done (then checked as usual: a failed upload is still told at its field).
 */
export function useBusyFields(formId: string, open: boolean) {
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [waiting, setWaiting] = useState(false);
  // The busy fields as of now, for the save and the checks: a 保存 pressed right after a picture
  // is chosen can come before the form has rendered again (its state is set from the upload's
  // commit and rendered in a later task, and the browser runs a click first). Read from the render,
  // that save saw no upload, refused the picture as missing, and the message went when the link
  // came (e2e, 轮播图 at 390 px, on a loaded machine). `busy` mirrors it for rendering.
  const busyNow = useRef<ReadonlySet<string>>(busy);

  const busyChange = useCallback((field: string, isBusy: boolean) => {
    const fields = busyNow.current;
    if (fields.has(field) === isBusy) return;
    const next = new Set(fields);
    if (isBusy) next.add(field);
    else next.delete(field);
    busyNow.current = next;
    setBusy(next);
  }, []);

  // A closed form asks nothing more.
  useEffect(() => {
    if (!open) setWaiting(false);
  }, [open]);

  useEffect(() => {
    if (!waiting || busy.size > 0) return;
    setWaiting(false);
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement) form.requestSubmit();
  }, [waiting, busy, formId]);

  /** The form's submit handler: `submit` now, or once the busy fields are done. */
  const onSubmit =
    (submit: (event: FormEvent<HTMLFormElement>) => void) => (event: FormEvent<HTMLFormElement>) => {
      if (busyNow.current.size === 0) return submit(event);
      event.preventDefault();
      setWaiting(true);
    };

  /**
   * A field's check, passed while its control is busy: a picture on its way is not missing (leaving
   * the field for 保存 said "select a picture" while it uploaded). It is checked once done.
   */
  const checkWhenDone =
    <A extends unknown[]>(field: string, check: (...args: A) => Promise<true | string>) =>
    (...args: A): Promise<true | string> | true =>
      busyNow.current.has(field) ? true : check(...args);

  return { busyChange, waiting, onSubmit, checkWhenDone };
}
