import { type ComponentType, Fragment, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import {
  ArrowLeftToLine,
  ArrowRightToLine,
  Eraser,
  type IconComponent,
  RotateCw,
  X,
  XCircle,
} from '../../icons';

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

interface Entry {
  /** The action it runs, and its string's name. */
  action: Exclude<keyof TagMenuActions, 'hasLeft' | 'hasRight'>;
  Icon: IconComponent;
  /** Disabled while this is false. */
  when?: 'hasLeft' | 'hasRight';
  /** A separator stands before it. */
  separated?: boolean;
}

/** The menu's entries in order. */
const ENTRIES: readonly Entry[] = [
  { action: 'refresh', Icon: RotateCw },
  { action: 'closeLeft', Icon: ArrowLeftToLine, when: 'hasLeft' },
  { action: 'closeRight', Icon: ArrowRightToLine, when: 'hasRight' },
  { action: 'closeOthers', Icon: XCircle },
  { action: 'closeAll', Icon: X },
  { action: 'clearCache', Icon: Eraser, separated: true },
];

/**
 * The entries of a tab's menu, the same in the right-click menu and the bar's dropdown (each
 * passes its own Radix item and separator). Without a `refresh` action its entry is left out.
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
      {ENTRIES.map((entry) => {
        const run = actions[entry.action];
        if (!run) return null;
        return (
          <Fragment key={entry.action}>
            {entry.separated ? <Separator /> : null}
            <Item
              icon={<entry.Icon aria-hidden="true" />}
              disabled={entry.when ? !actions[entry.when] : undefined}
              onSelect={run}
            >
              {t(`tags.${entry.action}`)}
            </Item>
          </Fragment>
        );
      })}
    </>
  );
}
