import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { expect, screen, waitFor } from 'storybook/test';
import type { CrudColumn } from '../CrudTable/columns';
import { CrudForm } from './CrudForm';

interface Row {
  id?: string;
  paramName?: string;
  paramValue?: string;
}

const columns: CrudColumn<Row>[] = [
  { field: 'paramName', label: '参数名称' },
  { field: 'paramValue', label: '参数键值' },
];

/** When the record's detail arrives (the form's loading ends) and the person's click follows. */
const DETAIL_AFTER_MS = 300;

/** When the person clicks into the second field: as the fields appear, or in the next frame. */
type Click = 'withFields' | 'nextFrame';

/**
 * An edit form whose record is still loading; when it arrives, a person clicks into its second
 * field: in the same turn as the fields appear, or in the frame after (a quick click on a slow
 * machine, after the form's own look for where to start).
 */
function QuickClick({ click }: { click: Click }) {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const clickIn = () => document.querySelectorAll<HTMLElement>('form input, form textarea')[1]?.focus();
    const timer = setTimeout(() => {
      flushSync(() => setLoading(false));
      // The form's effect (flushed with the sync render) has asked for its frame already: this
      // one runs after it, as a click handled in that frame would.
      if (click === 'withFields') clickIn();
      else requestAnimationFrame(clickIn);
    }, DETAIL_AFTER_MS);
    return () => clearTimeout(timer);
  }, [click]);
  return (
    <CrudForm<Row>
      columns={columns}
      mode="edit"
      values={{ id: '1', paramName: '账号初始密码', paramValue: '123456' }}
      title="编辑参数"
      open
      onOpenChange={() => {}}
      loading={loading}
    />
  );
}

const meta = {
  title: 'Components/CrudForm/Focus',
  component: QuickClick,
  args: { click: 'withFields' },
} satisfies Meta<typeof QuickClick>;
export default meta;
type Story = StoryObj<typeof meta>;

const twoFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** The person's field keeps the focus: the form does not take it to its first field (their typing went there). */
const keepsTheClickedField = async () => {
  const value = await screen.findByRole('textbox', { name: '参数键值' });
  await waitFor(() => expect(value).toHaveFocus());
  await twoFrames();
  // react-hook-form's setFocus focuses a timer later: wait that out too.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(value).toHaveFocus();
  expect(screen.getByRole('textbox', { name: '参数名称' })).not.toHaveFocus();
};

/** The click comes as the fields appear, before the form's look for where to start. */
export const KeepsAFieldClickedFirst: Story = {
  args: { click: 'withFields' },
  play: async () => keepsTheClickedField(),
};

/**
 * The click comes after the form has put the cursor in its first field (a frame later): the
 * person's field keeps it (CI, 2026-12-03: the form's focus came a timer later still, and their
 * typing went to the first field).
 */
export const KeepsAFieldClickedAFrameLater: Story = {
  args: { click: 'nextFrame' },
  play: async () => keepsTheClickedField(),
};
