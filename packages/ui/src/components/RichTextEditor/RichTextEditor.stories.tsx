import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectThemePanels } from '../../stories/support/allThemes';
import { tabTo } from '../../stories/support/play';
import { FormField } from '../FormField';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

/** The editor in a labelled field, its HTML echoed below (what a form would save). */
function Harness(props: RichTextEditorProps) {
  const [html, setHtml] = useState(props.value ?? '');
  return (
    <div style={{ maxWidth: 720 }}>
      <FormField label="正文">
        {(aria) => (
          <RichTextEditor
            {...props}
            {...aria}
            aria-label="正文"
            value={html}
            onChange={(next) => {
              setHtml(next);
              props.onChange?.(next);
            }}
          />
        )}
      </FormField>
      <output
        data-testid="html"
        style={{ display: 'block', marginTop: 8, fontSize: 12, wordBreak: 'break-all' }}
      >
        {html}
      </output>
    </div>
  );
}

/** A 1×1 PNG: a real picture file to choose. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const pngFile = (name: string) =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], name, { type: 'image/png' });

export default {
  title: 'Data/RichTextEditor',
  component: Harness,
  args: {
    onChange: fn(),
    placeholder: '在此输入正文',
    upload: fn(async (file: File) => `https://cdn.example.com/upload/${file.name}`),
  },
} satisfies Meta<typeof Harness>;
type Story = StoryObj<typeof Harness>;

const editable = async (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('textbox', { name: '正文' }, { timeout: 15_000 });
/** Puts the caret in the editor once it has loaded. */
const clickIntoEditor = async (canvas: ReturnType<typeof within>) => userEvent.click(await editable(canvas));
const html = (canvas: ReturnType<typeof within>) => canvas.getByTestId('html').textContent ?? '';

/** Typing, then bold and a heading from the toolbar; the buttons say which format is on. */
export const TypeAndFormat: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = await editable(canvas);
    await userEvent.click(box);
    await userEvent.keyboard('华东分拨中心');
    await waitFor(() => expect(html(canvas)).toBe('<p>华东分拨中心</p>'));
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>华东分拨中心</p>');

    // Bold on, then typed text comes out bold.
    const bold = canvas.getByRole('button', { name: '加粗' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(bold);
    await waitFor(() => expect(bold).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('正式运营');
    await waitFor(() => expect(html(canvas)).toBe('<p>华东分拨中心<strong>正式运营</strong></p>'));

    await userEvent.click(canvas.getByRole('button', { name: '二级标题' }));
    await waitFor(() => expect(html(canvas)).toBe('<h2>华东分拨中心<strong>正式运营</strong></h2>'));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '二级标题' })).toHaveAttribute('aria-pressed', 'true'),
    );

    // Undo takes the heading back (with what was typed in the same breath), redo brings it again.
    await userEvent.click(canvas.getByRole('button', { name: '撤销' }));
    await waitFor(() => expect(html(canvas)).not.toContain('<h2>'));
    await userEvent.click(canvas.getByRole('button', { name: '重做' }));
    await waitFor(() => expect(html(canvas)).toBe('<h2>华东分拨中心<strong>正式运营</strong></h2>'));
  },
};

/** Lists and a quote from the toolbar. */
export const ListsAndQuote: Story = {
  play: async ({ canvas }) => {
    await clickIntoEditor(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '无序列表' }));
    await userEvent.keyboard('分拣准确率 99.99%');
    await waitFor(() => expect(html(canvas)).toBe('<ul><li><p>分拣准确率 99.99%</p></li></ul>'));
    await userEvent.click(canvas.getByRole('button', { name: '无序列表' }));
    await userEvent.click(canvas.getByRole('button', { name: '引用' }));
    await waitFor(() => expect(html(canvas)).toBe('<blockquote><p>分拣准确率 99.99%</p></blockquote>'));
  },
};

/** A link: a `javascript:` address is refused with a message, a web address is kept. */
export const InsertLink: Story = {
  play: async ({ canvas }) => {
    await clickIntoEditor(canvas);
    await userEvent.keyboard('官网');
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: '链接' }));
    const address = canvas.getByRole('textbox', { name: '链接地址' });
    await expect(address).toHaveFocus();
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('链接地址不正确');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(html(canvas)).not.toContain('href');

    await userEvent.clear(address);
    await userEvent.type(address, 'https://www.example.com/about{Enter}');
    await waitFor(() =>
      expect(html(canvas)).toBe(
        '<p><a rel="noopener noreferrer nofollow" href="https://www.example.com/about">官网</a></p>',
      ),
    );
    await expect(canvas.queryByRole('textbox', { name: '链接地址' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '链接' })).toHaveAttribute('aria-pressed', 'true'),
    );
  },
};

/** A picture through the app's upload (a fake one here) lands where the cursor is. */
export const InsertImage: Story = {
  args: {
    upload: fn(async (file: File) => `https://cdn.example.com/upload/${file.name}`),
    imageRules: {
      types: ['image/png', 'image/jpeg'],
      extensions: ['.png', '.jpg', '.jpeg'],
      maxSize: 2048 * 1024,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await clickIntoEditor(canvas);
    await userEvent.keyboard('现场照片');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    // A file of the wrong kind is refused with its reason, nothing uploaded.
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('“notes.txt”不是 png/jpeg 图片，未插入');
    await expect(args.upload).not.toHaveBeenCalled();

    await userEvent.upload(input, pngFile('hub.png'));
    await waitFor(() =>
      expect(html(canvas)).toBe(
        '<p>现场照片</p><img src="https://cdn.example.com/upload/hub.png" alt="hub">',
      ),
    );
    await expect(args.upload).toHaveBeenCalledTimes(1);
  },
};

/** The toolbar is one tab stop; the arrow keys move along it. */
export const KeyboardToolbar: Story = {
  play: async ({ canvas }) => {
    await editable(canvas);
    const toolbar = canvas.getByRole('toolbar', { name: '格式工具栏' });
    const first = within(toolbar).getByRole('button', { name: '二级标题' });
    await tabTo(first);
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(toolbar).getByRole('button', { name: '三级标题' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    // Wraps round to the last enabled button (redo and undo are disabled with no history).
    await expect(within(toolbar).getByRole('button', { name: '插入图片' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(first).toHaveFocus();
    // Tab leaves the toolbar for the writing area.
    await tabTo(canvas.getByRole('textbox', { name: '正文' }));
  },
};

/** Existing text, read only: no toolbar, nothing to type into. */
export const ReadOnly: Story = {
  args: {
    readOnly: true,
    value: '<h2>长三角次日达</h2><p>覆盖率由 <strong>91%</strong> 提升至 98%。</p>',
  },
  play: async ({ canvas }) => {
    const box = await editable(canvas);
    await expect(box).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: '长三角次日达' })).toBeVisible();
  },
};

/** Every theme side by side: the field, toolbar and pressed buttons follow the theme variables. */
export const AllThemes: Story = {
  globals: { theme: 'all' },
  args: {
    value:
      '<h2>长三角次日达</h2><p>覆盖率由 <strong>91%</strong> 提升至 98%。</p><blockquote><p>准时必达</p></blockquote>',
  },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getAllByRole('toolbar', { name: '格式工具栏' })).toHaveLength(11), {
      timeout: 15_000,
    });
    // Each panel headed by its theme's name (默认主题 …), not the key.
    await expectThemePanels(canvasElement);
  },
};

/** English toolbar names. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const toolbar = await canvas.findByRole('toolbar', { name: 'Formatting' }, { timeout: 15_000 });
    await expect(within(toolbar).getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(within(toolbar).getByRole('button', { name: 'Insert picture' })).toBeInTheDocument();
  },
};
