import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { useBootTranslation } from '../../i18n/translation';
import { CircleAlert, CircleCheck, CircleX, Info, X } from '../../utils/formGlyphs';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { getToasts, message, subscribe, type ToastItem, type ToastType } from './store';
import { Close, Item, Region } from './Toast.styles';

const icons: Record<ToastType, ReactNode> = {
  success: <CircleCheck aria-hidden="true" />,
  warning: <CircleAlert aria-hidden="true" />,
  error: <CircleX aria-hidden="true" />,
  info: <Info aria-hidden="true" />,
};

function Toast({ item }: { item: ToastItem }) {
  const { t } = useBootTranslation();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (item.duration <= 0 || paused) return;
    const timer = window.setTimeout(() => message.dismiss(item.id), item.duration);
    return () => window.clearTimeout(timer);
  }, [item.id, item.duration, paused]);
  const typeLabel = t(`alert.${item.type === 'error' ? 'error' : item.type}`);
  return (
    // Hover or keyboard focus pauses the timer so a message can be read to the end.
    <Item
      $type={item.type}
      role={item.type === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {icons[item.type]}
      <span>
        <VisuallyHidden>{typeLabel}: </VisuallyHidden>
        {item.content}
      </span>
      <Close type="button" aria-label={t('common.close')} onClick={() => message.dismiss(item.id)}>
        <X aria-hidden="true" />
      </Close>
    </Item>
  );
}

/** Renders the toasts of `message.*`. `UiProvider` includes one; render it yourself only without it. */
export function Toaster() {
  const { t } = useBootTranslation();
  const items = useSyncExternalStore(subscribe, getToasts, getToasts);
  return (
    <Region aria-label={t('toast.region')}>
      {items.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </Region>
  );
}
