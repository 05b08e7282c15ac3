import { ArrowLeftToLine, ArrowRightToLine, Eraser, RotateCw, X, XCircle } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';

interface MenuItemProps {
  icon?: ReactNode;
  onSelect?: (event: Event) => void;
  disabled?: boolean;
  children?: ReactNode;
}

export interface TagMenuActions {
  refresh?: () => void;
  closeLeft: () => void;
  closeRight: () => void;
  closeOthers: () => void;
  closeAll: () => void;
  clearCache: () => void;
  /** Nothing closable on that side: the entry is shown disabled. */
  hasLeft: boolean;
  hasRight: boolean;
}

/**
 * The entries of a tab's menu, the same in the right-click menu and the bar's dropdown (each
 * passes its own Radix item and separator).
 */
export function TagMenuItems({
  Item,
  Separator,
  actions,
}: {
  Item: ComponentType<MenuItemProps>;
  Separator: ComponentType;
  actions: TagMenuActions;
}) {
  const { t } = useUiTranslation('ui');
  return (
    <>
      {actions.refresh ? (
        <Item icon={<RotateCw aria-hidden="true" />} onSelect={actions.refresh}>
          {t('tags.refresh')}
        </Item>
      ) : null}
      <Item
        icon={<ArrowLeftToLine aria-hidden="true" />}
        disabled={!actions.hasLeft}
        onSelect={actions.closeLeft}
      >
        {t('tags.closeLeft')}
      </Item>
      <Item
        icon={<ArrowRightToLine aria-hidden="true" />}
        disabled={!actions.hasRight}
        onSelect={actions.closeRight}
      >
        {t('tags.closeRight')}
      </Item>
      <Item icon={<XCircle aria-hidden="true" />} onSelect={actions.closeOthers}>
        {t('tags.closeOthers')}
      </Item>
      <Item icon={<X aria-hidden="true" />} onSelect={actions.closeAll}>
        {t('tags.closeAll')}
      </Item>
      <Separator />
      <Item icon={<Eraser aria-hidden="true" />} onSelect={actions.clearCache}>
        {t('tags.clearCache')}
      </Item>
    </>
  );
}
