import type { TreeNode as WireNode } from '@blade-console/blade-client';
import type { CrudControlProps, TreeNode } from '@blade-console/ui';
import { fieldWiring, TreeSelect } from '@blade-console/ui';
import { type Ref, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../session/client';

/** The region tree's root (the country). */
const ROOT = '00';

function toNode(node: WireNode): TreeNode {
  const code = String(node.value ?? node.key ?? node.id);
  return { id: code, title: String(node.title ?? code), hasChildren: Boolean(node.hasChildren) };
}

const childrenOf = async (code: string) => (await client.system.region.lazyTree(code)).map(toNode);

/**
 * The provinces, with the branch down to `code` already loaded, so a chosen region shows its name
 * when the form opens. Blade's codes nest by prefix: province `32`, city `3205`, district `320505`.
 */
export async function regionBranch(code: string): Promise<TreeNode[]> {
  const parents = [ROOT, code.slice(0, 2), code.slice(0, 4)].filter(
    (parent, i) => i === 0 || (code.length > parent.length && parent.length === i * 2),
  );
  const levels = await Promise.all(parents.map(childrenOf));
  const [provinces = [], ...below] = levels;
  let level = provinces;
  below.forEach((children, i) => {
    const parent = level.find((node) => node.id === parents[i + 1]);
    if (parent) parent.children = children;
    level = children;
  });
  return provinces;
}

/** The title of the region `code` in a loaded branch (undefined while it is not loaded). */
export function regionName(nodes: readonly TreeNode[], code: string): string | undefined {
  for (const node of nodes) {
    if (node.id === code) return node.title;
    const below = node.children && regionName(node.children, code);
    if (below) return below;
  }
  return undefined;
}

/**
 * A region of the region tree (`blade-system/region/lazy-tree`): provinces first, cities and
 * districts loaded as they are opened; the value is the region's code.
 */
export function RegionSelect(props: CrudControlProps) {
  const { value, onChange, onBlur, label, disabled, readOnly, placeholder, ref } = props;
  const { t } = useTranslation('console');
  const code = value == null ? '' : String(value);
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  // The branch of the value the form opened with; later choices are loaded by opening nodes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened form.
  useEffect(() => {
    let live = true;
    regionBranch(code)
      .then((branch) => live && setNodes(branch))
      // The request layer has said what failed; the picker stays empty.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  // The view dialog reads the region's name as text, not a disabled picker (issue 39, point 1).
  if (readOnly) return <span {...fieldWiring(props)}>{regionName(nodes, code) ?? code}</span>;
  return (
    <TreeSelect
      {...fieldWiring(props)}
      ref={ref as Ref<HTMLButtonElement>}
      data={nodes}
      loadChildren={(node) => childrenOf(node.id)}
      value={code || null}
      searchable
      clearable
      placeholder={placeholder ?? t('website.order.regionPlaceholder', { label })}
      disabled={disabled || readOnly}
      onChange={(next) => onChange(typeof next === 'string' ? next : '')}
      onBlur={onBlur}
    />
  );
}

/** The picker as a column's form control: its value is chosen, not typed (请选择, not 请输入). */
export const regionControl = { control: RegionSelect, chosen: true } as const;
