import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

interface Pending {
  message: ReactNode;
  resolve: (ok: boolean) => void;
}

/**
 * A promise-based confirmation built on the library Dialog: `if (await confirm('Clear the cache?'))`.
 * Returns the dialog element to render and the function that opens it. Esc, the close button and
 * Cancel all answer false. Internal to the shell components (not exported from the package).
 */
export function useConfirm(): [ReactNode, (message: ReactNode) => Promise<boolean>] {
  const { t } = useUiTranslation('ui');
  const [pending, setPending] = useState<Pending | null>(null);
  // Drawn from the first question on (then kept, so it closes as dialogs do): until then the bar's
  // every render (each tab switch) would render a closed dialog for nothing.
  const [asked, setAsked] = useState(false);
  // The pending promise is settled exactly once, whichever way the dialog closes.
  const settled = useRef(false);

  const ask = useCallback(
    (message: ReactNode) =>
      new Promise<boolean>((resolve) => {
        settled.current = false;
        setAsked(true);
        setPending({ message, resolve });
      }),
    [],
  );

  const answer = (ok: boolean) => {
    if (pending && !settled.current) {
      settled.current = true;
      pending.resolve(ok);
    }
    setPending(null);
  };

  const element = asked && (
    <Dialog
      open={pending != null}
      onOpenChange={(open) => {
        if (!open) answer(false);
      }}
      title={t('shell.confirmTitle')}
      width={420}
      footer={
        <>
          <Button onClick={() => answer(false)}>{t('common.cancel')}</Button>
          <Button variant="primary" onClick={() => answer(true)}>
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      {pending?.message}
    </Dialog>
  );
  return [element, ask];
}
