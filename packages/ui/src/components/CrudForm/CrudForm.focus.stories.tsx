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

/** When the record's detail arrives (the form's loading ends), a person's click lands before the next frame. */
const DETAIL_AFTER_MS = 300;

/**
 * An edit form whose record is still loading; when it arrives, a person is already in its second
 * field (focused in the same turn as the fields appear, as a quick click does).
 */
function QuickClick({ clickIn }: { clickIn: boolean }) {
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => {
      flushSync(() => setLoading(false));
      if (clickIn) document.querySelectorAll<HTMLElement>('form input, form textarea')[1]?.focus();
    }, DETAIL_AFTER_MS);
    return () => clearTimeout(timer);
  }, [clickIn]);
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
  args: { clickIn: true },
} satisfies Meta<typeof QuickClick>;
export default meta;
type Story = StoryObj<typeof meta>;

const twoFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** The form does not take the focus from the field the person is already in (their typing went to the first field). */
export const KeepsAFieldClickedFirst: Story = {
  args: { clickIn: true },
  play: async () => {
    const value = await screen.findByRole('textbox', { name: '参数键值' });
    await waitFor(() => expect(value).toHaveFocus());
    await twoFrames();
    expect(value).toHaveFocus();
    expect(screen.getByRole('textbox', { name: '参数名称' })).not.toHaveFocus();
  },
};
