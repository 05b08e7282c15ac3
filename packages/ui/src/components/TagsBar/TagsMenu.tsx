import { useUiTranslation } from '../../i18n/uiStrings';
import { ChevronDown, Search } from '../../icons';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../DropdownMenu';
import { type TagMenuActions, TagMenuItems } from './TagMenuItems';
import { ActionsButton } from './TagsBar.styles';
import type { Tab } from './tagsModel';

interface TagsMenuProps {
  tabs: readonly Tab[];
  active: string | undefined;
  /** What the shown tab's menu does (refresh, close left / right / others / all, clear cache). */
  actions: TagMenuActions;
  onSelect: (tab: Tab) => void;
  /** Opens the menu search (the entry is shown only when given). */
  onSearch?: () => void;
  getLabel: (tab: Tab) => string;
}

/**
 * The dropdown at the end of the tabs bar: the menu search, the shown tab's menu, and every open
 * page as a choice, for narrow screens where most tabs are scrolled out of view.
 */
export function TagsMenu({ tabs, active, actions, onSelect, onSearch, getLabel }: TagsMenuProps) {
  const { t } = useUiTranslation('ui');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <ActionsButton type="button" aria-label={t('tags.actions')}>
          <ChevronDown aria-hidden="true" />
        </ActionsButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {onSearch ? (
          <>
            <DropdownMenuItem icon={<Search aria-hidden="true" />} onSelect={onSearch}>
              {t('tags.search')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
          </>
        ) : null}
        <TagMenuItems Item={DropdownMenuItem} Separator={DropdownMenuSeparator} actions={actions} />
        <DropdownMenuSeparator />
        <DropdownMenuLabel>{t('tags.openTabs')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={active}
          onValueChange={(value) => {
            const tab = tabs.find((item) => item.value === value);
            if (tab && value !== active) onSelect(tab);
          }}
        >
          {tabs.map((tab) => (
            <DropdownMenuRadioItem key={tab.value} value={tab.value}>
              {getLabel(tab)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
