import { Slot } from '@radix-ui/react-slot';
import { type MouseEvent, memo } from 'react';
import { ExternalLink } from '../../icons';
import { titleWhenCut } from '../../utils/titleWhenCut';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import { MenuIcon } from '../MenuIcon';
import { type MenuItem, menuKey, opensInNewWindow } from './menuModel';
import { External, IconRow, ItemLink, Label } from './Sidebar.styles';
import type { SidebarProps } from './Sidebar.types';

export interface LeafProps {
  item: MenuItem;
  label: string;
  depth: number;
  parentKey: string | undefined;
  /** Collapsed: the icon only (the label is read out, not shown). */
  asIcon: boolean;
  current: boolean;
  renderLink: SidebarProps['renderLink'];
  onLinkClick: (item: MenuItem, custom: boolean, event: MouseEvent<HTMLAnchorElement>) => void;
  newWindowText: string;
}

/**
 * One page of the menu. Memoised (its handler keeps its identity): a new current page re-renders
 * the two rows it concerns, not the whole menu — the shell re-renders on every tab switch.
 */
export const Leaf = memo(function Leaf({
  item,
  label,
  depth,
  parentKey,
  asIcon,
  current,
  renderLink,
  onLinkClick,
  newWindowText,
}: LeafProps) {
  const external = opensInNewWindow(item);
  const content = (
    <>
      <MenuIcon source={item.source} size={asIcon ? 18 : 16} />
      {asIcon ? (
        <VisuallyHidden>{label}</VisuallyHidden>
      ) : (
        <Label onPointerEnter={titleWhenCut}>{label}</Label>
      )}
      {external ? (
        <>
          {asIcon ? null : (
            <External aria-hidden="true">
              <ExternalLink />
            </External>
          )}
          <VisuallyHidden>{newWindowText}</VisuallyHidden>
        </>
      ) : null}
    </>
  );
  const common = {
    'aria-current': current ? ('page' as const) : undefined,
    'data-menu-item': '' as const,
    'data-key': menuKey(item),
    'data-parent-key': parentKey,
  };
  if (renderLink && !external) {
    // Slot merges the row's class (and our handlers) into the app's link element.
    const link = renderLink(item, {
      ...common,
      href: item.path,
      onClick: (event) => onLinkClick(item, true, event),
      children: content,
    });
    return asIcon ? (
      <IconRow as={Slot}>{link}</IconRow>
    ) : (
      <ItemLink as={Slot} $depth={depth}>
        {link}
      </ItemLink>
    );
  }
  const anchorProps = {
    ...common,
    href: item.path,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => onLinkClick(item, false, event),
    ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
  };
  return asIcon ? (
    <IconRow as="a" {...anchorProps}>
      {content}
    </IconRow>
  ) : (
    <ItemLink $depth={depth} {...anchorProps}>
      {content}
    </ItemLink>
  );
});
