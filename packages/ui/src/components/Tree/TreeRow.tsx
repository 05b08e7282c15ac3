import { useUiTranslation } from '../../i18n/uiStrings';
import { Check, ChevronRight, Minus } from '../../icons';
import { Spinner } from '../Spinner';
import { Box, Item, Label, Note, Toggle } from './Tree.styles';
import type { CheckState, FlatNode } from './treeLogic';

interface TreeRowProps {
  flat: FlatNode;
  open: boolean;
  /** Checkable trees: the row's checkbox (`undefined` when the tree is not checkable). */
  state: CheckState | undefined;
  selected: boolean;
  /** The row holds the tree's tab stop. */
  tabStop: boolean;
  loading: boolean;
  /** Its children failed to load. */
  failed: boolean;
  onActive: (key: string) => void;
  onOpen: (flat: FlatNode, open: boolean) => void;
  onToggle: (flat: FlatNode) => void;
}

/** One treeitem: its toggle (or spinner), checkbox, title and a load failure's note. */
export function TreeRow({ flat, open, state, selected, tabStop, ...props }: TreeRowProps) {
  const { t } = useUiTranslation('ui');
  const checkable = state !== undefined;
  return (
    <Item
      data-key={flat.key}
      role="treeitem"
      tabIndex={tabStop ? 0 : -1}
      aria-level={flat.level}
      aria-posinset={flat.posinset}
      aria-setsize={flat.setsize}
      aria-expanded={flat.expandable ? open : undefined}
      aria-busy={props.loading || undefined}
      aria-disabled={flat.node.disabled || undefined}
      aria-checked={checkable ? (state === 'mixed' ? 'mixed' : state === 'checked') : undefined}
      aria-selected={checkable ? undefined : selected}
      onFocus={(event) => {
        if (event.target === event.currentTarget) props.onActive(flat.key);
      }}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the treeitem takes keyboard input; this row is its mouse target */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the tree */}
      <div
        style={{ paddingInlineStart: `${(flat.level - 1) * 20 + 4}px` }}
        onClick={(event) => {
          const target = event.target as HTMLElement;
          props.onActive(flat.key);
          if (target.closest('[data-part="toggle"]')) props.onOpen(flat, !open);
          else props.onToggle(flat);
        }}
      >
        <Toggle data-part="toggle" data-open={open ? '' : undefined} aria-hidden="true">
          {props.loading ? <Spinner size="small" decorative /> : flat.expandable ? <ChevronRight /> : null}
        </Toggle>
        {checkable ? (
          <Box data-state={state} aria-hidden="true">
            {state === 'checked' ? <Check /> : state === 'mixed' ? <Minus /> : null}
          </Box>
        ) : null}
        <Label>{flat.node.title}</Label>
        {props.failed ? <Note data-error="">{t('tree.loadFailed')}</Note> : null}
      </div>
    </Item>
  );
}
