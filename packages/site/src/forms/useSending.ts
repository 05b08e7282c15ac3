import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The server's message of a refused call (400 with `msg`), else the error's own. */
export function messageOf(error: unknown): string {
  if (error && typeof error === 'object' && 'msg' in error && typeof error.msg === 'string' && error.msg)
    return error.msg;
  return error instanceof Error ? error.message : String(error);
}

/** Focuses the first of `fields` with a problem (a fieldset, such as a region's, by its first select). */
function focusFirst<F extends string>(fields: readonly F[], problems: Partial<Record<F, unknown>>) {
  const first = fields.find((field) => problems[field]);
  if (!first) return;
  const element = document.getElementById(first);
  (element?.matches('fieldset') ? element.querySelector('select') : element)?.focus();
}

/**
 * Sending a public form (join us, order): the rules are checked all at once first, and focus goes
 * to the first field with a problem; otherwise `send` runs with the button busy. Its answer, when
 * there is one, is the form's `done` state, whose heading (`doneHeading`) takes focus; a refusal
 * shows as `failure`, the page's `failedKey` with the server's message. `again` empties the form.
 */
export function useSending<F extends string, A>(
  form: { attempt: () => Partial<Record<F, unknown>>; reset: () => void },
  fields: readonly F[],
  send: () => Promise<A>,
  failedKey: string,
) {
  const { t } = useTranslation('site');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState<A>();
  const doneHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const problems = form.attempt();
    if (Object.values(problems).some(Boolean)) {
      focusFirst(fields, problems);
      return;
    }
    setSending(true);
    try {
      setDone(await send());
    } catch (caught) {
      setFailure(t(failedKey, { message: messageOf(caught) }));
    } finally {
      setSending(false);
    }
  }

  const again = () => {
    form.reset();
    setDone(undefined);
  };
  return { sending, failure, done, doneHeading, submit, again };
}
