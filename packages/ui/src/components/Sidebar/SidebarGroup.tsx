import { memo, type ReactNode } from 'react';
import { ChevronRight } from '../../icons';
import { titleWhenCut } from '../../utils/titleWhenCut';
import { MenuIcon } from '../MenuIcon';
import { type MenuItem, menuKey } from './menuModel';
import { GroupButton, Label, List } from './Sidebar.styles';

export interface GroupProps {
  item: MenuItem;
  label: string;
  depth: number;
  parentKey: string | undefined;
  expanded: boolean;
  /** The group holds the current page. */
  inTrail: boolean;
  /** Id of the group's list (the button controls it). */
  groupId: string;
  /** Opens or closes the group by its key (keeps its identity). */
  onToggle: (key: string) => void;
  /** The group's rows, rendered only while it is open. */
  children: ReactNode;
}

/**
 * A group of the menu: its disclosure button and its rows. Memoised like {@link Leaf}: a closed
 * group's props stay the same when the current page moves, so a tab switch renders only the
 * groups that are open (the menu has about a dozen at its top level).
 */
export const Group = memo(function Group({
  item,
  label,
  depth,
  parentKey,
  expanded,
  inTrail,
  groupId,
  onToggle,
  children,
}: GroupProps) {
  const key = menuKey(item);
  return (
    <>
      <GroupButton
        type="button"
        $depth={depth}
        aria-expanded={expanded}
        aria-controls={groupId}
        data-menu-item=""
        data-key={key}
        data-parent-key={parentKey}
        data-trail={inTrail ? '' : undefined}
        onClick={() => onToggle(key)}
      >
        <MenuIcon source={item.source} />
        <Label onPointerEnter={titleWhenCut}>{label}</Label>
        <ChevronRight size={14} aria-hidden="true" />
      </GroupButton>
      {/* A closed group's rows are not rendered at all, not just hidden: signed in, the menu is
          most of the shell's first render (~60 rows with their icons, ~400 elements) for the
          handful of group rows a person sees. */}
      <List id={groupId} hidden={!expanded}>
        {children}
      </List>
    </>
  );
});
