import { type ReactNode, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { Dialog, DialogActions, type DialogOpenProps, type DialogWidth } from '../Dialog';
import { Input } from '../Input';
import { Spinner } from '../Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { Tree } from '../Tree';
import type { TreeNode } from '../Tree/treeLogic';
import { Center, Section, TreeBox } from './GrantDialog.styles';
import { type GrantSelection, grantSelection } from './grantLogic';

/** One tree of a grant dialog (menus, data scopes, API scopes, roles…). */
export interface GrantSection {
  /** Name of the section in the result (`menu`, `dataScope`, …). */
  key: string;
  label: ReactNode;
  data: readonly TreeNode[];
  /** Keys granted now (e.g. `role-tree-keys`); parents count as checked only when all children are. */
  checkedKeys?: readonly string[];
}

export interface GrantDialogProps extends DialogOpenProps {
  title: ReactNode;
  /** One tree, or several shown as tabs in one dialog. */
  sections: readonly GrantSection[];
  /** Trees or keys still loading: a spinner instead of the trees. */
  loading?: boolean;
  width?: DialogWidth;
  /** Placeholder of the filter box above each tree (none when not given). */
  filterPlaceholder?: string;
  /**
   * Saves the selection of every section. Resolve to close the dialog; reject to keep it open
   * (the caller reports the error).
   */
  onSubmit: (selection: Record<string, GrantSelection>) => Promise<unknown> | unknown;
  okText?: ReactNode;
  cancelText?: ReactNode;
}

type Checked = Record<string, string[]>;

function initialChecked(sections: readonly GrantSection[]): Checked {
  const out: Checked = {};
  for (const s of sections) out[s.key] = grantSelection(s.data, s.checkedKeys ?? []).checked;
  return out;
}

/**
 * A dialog of checkable trees that grants things to the selected records: a role's menus, data
 * scopes and API scopes (three tabs), a top menu's menus, a user's roles. Data and saving come in
 * as props.
 */
export function GrantDialog({
  open,
  onOpenChange,
  title,
  sections,
  loading = false,
  width = 600,
  filterPlaceholder,
  onSubmit,
  okText,
  cancelText,
}: GrantDialogProps) {
  const { t } = useUiTranslation('ui');
  const [checked, setChecked] = useState<Checked>(() => initialChecked(sections));
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  // Each opening (and the end of loading the trees and keys) starts from what is granted now: set
  // while rendering (React's "state from the previous render"), so the trees' first frame already
  // shows it — an effect would draw the previous ticks for a frame, then these.
  const ready = open && !loading;
  const [wasReady, setWasReady] = useState(ready);
  if (ready !== wasReady) {
    setWasReady(ready);
    if (ready) {
      setChecked(initialChecked(sections));
      setFilters({});
    }
  }

  const submit = async () => {
    const selection: Record<string, GrantSelection> = {};
    for (const s of sections) selection[s.key] = grantSelection(s.data, checked[s.key] ?? []);
    setSaving(true);
    try {
      await onSubmit(selection);
      onOpenChange(false);
    } catch {
      // The dialog stays open with the user's choice; the caller reports the error.
    } finally {
      setSaving(false);
    }
  };

  const renderTree = (s: GrantSection, labelled: string) => (
    <Section>
      {filterPlaceholder ? (
        <Input
          aria-label={filterPlaceholder}
          placeholder={filterPlaceholder}
          value={filters[s.key] ?? ''}
          onChange={(e) => setFilters((f) => ({ ...f, [s.key]: e.target.value }))}
        />
      ) : null}
      <TreeBox>
        <Tree
          aria-label={labelled}
          data={s.data}
          checkable
          checkedKeys={checked[s.key] ?? []}
          onCheck={(keys) => setChecked((c) => ({ ...c, [s.key]: keys }))}
          defaultExpandedKeys={s.data.map((n) => String(n.key ?? n.id))}
          filter={filters[s.key] || undefined}
        />
      </TreeBox>
    </Section>
  );

  const labelText = (label: ReactNode, fallback: string) => (typeof label === 'string' ? label : fallback);
  let body: ReactNode;
  if (loading) {
    body = (
      <Center>
        <Spinner size="large" />
      </Center>
    );
  } else if (sections.length === 1) {
    const [only] = sections as [GrantSection];
    body = renderTree(only, labelText(only.label, only.key));
  } else {
    body = (
      <Tabs defaultValue={sections[0]?.key}>
        <TabsList>
          {sections.map((s) => (
            <TabsTrigger key={s.key} value={s.key}>
              {s.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {sections.map((s) => (
          <TabsContent key={s.key} value={s.key}>
            {renderTree(s, labelText(s.label, s.key))}
          </TabsContent>
        ))}
      </Tabs>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      width={width}
      footer={
        <DialogActions
          cancel={cancelText}
          confirm={okText ?? t('common.confirm')}
          loading={saving}
          disabled={loading}
          onConfirm={() => void submit()}
        />
      }
    >
      {body}
    </Dialog>
  );
}
