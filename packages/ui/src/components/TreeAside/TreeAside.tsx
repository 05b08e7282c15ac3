import { type ReactNode, useState } from 'react';
import { Input } from '../Input';
import { Tree } from '../Tree';
import type { TreeNode } from '../Tree/treeLogic';
import { Aside, AsideHeader, Layout, Main, TreeScroll } from './TreeAside.styles';

export interface TreeAsideProps {
  /** Heading of the tree panel (also the tree's accessible name). */
  title: string;
  data: readonly TreeNode[];
  /** The selected node, or null for none (the content then shows everything). */
  selectedKey: string | null;
  /** A click on a node selects it; a click on the selected node clears the choice (null). */
  onSelect: (key: string | null, node: TreeNode | null) => void;
  /** Placeholder of a filter box above the tree (none when not given). */
  filterPlaceholder?: string;
  /** Extra content in the panel header (e.g. a refresh button). */
  headerExtra?: ReactNode;
  /** Width of the tree panel (default 240px). */
  width?: string;
  /** The content beside the tree (usually a CrudTable). */
  children: ReactNode;
}

/**
 * A tree beside a table: departments beside the users, menus beside their scopes. Selecting a node
 * narrows the content; the data and the narrowing come in as props.
 */
export function TreeAside({
  title,
  data,
  selectedKey,
  onSelect,
  filterPlaceholder,
  headerExtra,
  width = '240px',
  children,
}: TreeAsideProps) {
  const [filter, setFilter] = useState('');
  return (
    <Layout $width={width}>
      <Aside aria-label={title}>
        <AsideHeader>
          <span>{title}</span>
          {headerExtra}
        </AsideHeader>
        {filterPlaceholder ? (
          <Input
            aria-label={filterPlaceholder}
            placeholder={filterPlaceholder}
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
          />
        ) : null}
        <TreeScroll>
          <Tree
            // Expand the roots once the data has arrived (defaultExpandedKeys is read on mount).
            key={data.length ? 'ready' : 'empty'}
            aria-label={title}
            data={data}
            selectedKey={selectedKey}
            onSelect={(key, node) => (key === selectedKey ? onSelect(null, null) : onSelect(key, node))}
            defaultExpandedKeys={data.map((n) => String(n.key ?? n.id))}
            filter={filter || undefined}
          />
        </TreeScroll>
      </Aside>
      <Main>{children}</Main>
    </Layout>
  );
}
