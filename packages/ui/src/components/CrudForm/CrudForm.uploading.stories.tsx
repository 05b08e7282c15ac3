import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CrudColumn } from '../CrudTable/columns';
import { pngFile } from '../Upload/fixtures';
import { CrudForm } from './CrudForm';

/** A slide, or a news item (title and body): the forms of these stories. */
interface Slide {
  title?: string;
  imageUrl?: string;
  content?: string;
}

/** An upload the play finishes when it chooses, as a slow network would: `finish()` or `fail()`. */
function heldUpload() {
  let settle: { finish: () => void; fail: () => void } | undefined;
  const upload = fn(
    (file: File) =>
      new Promise<string>((resolve, reject) => {
        settle = {
          // A link the preview can load here (an address outside stalls the next story).
          finish: () => resolve(URL.createObjectURL(file)),
          fail: () => reject(new Error('网络错误')),
        };
      }),
  );
  return { upload, finish: () => settle?.finish(), fail: () => settle?.fail() };
}

const held = heldUpload();

/** A required field of `type` whose files go through the held upload. */
const heldField = (field: string, label: string, type: 'image' | 'html'): CrudColumn<Slide> => ({
  field,
  label,
  type,
  rules: [{ required: true }],
  upload: { accept: ['image/png'], maxSizeKb: 2048, upload: held.upload },
});
const title: CrudColumn<Slide> = { field: 'title', label: '标题', rules: [{ required: true }] };
const columns = [title, heldField('imageUrl', '图片', 'image')];

const meta = {
  title: 'Data/CrudForm/Saving while uploading',
  component: CrudForm<Slide>,
  args: { columns, mode: 'add', open: true, onOpenChange: fn(), onSubmit: fn(), title: '新增轮播图' },
  // A block, not an arrow's value: a function returned is taken for a clean-up, and mockClear()
  // returns the mock (the next story then waited on an upload no one would finish).
  beforeEach: () => {
    held.upload.mockClear();
  },
} satisfies Meta<typeof CrudForm<Slide>>;
export default meta;
type Story = StoryObj<typeof meta>;

async function chooseAndSave() {
  const dialog = await screen.findByRole('dialog', { name: '新增轮播图' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: '标题' }), '冷链专线');
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, await pngFile('slide.png'));
  await waitFor(() => expect(held.upload).toHaveBeenCalledTimes(1));
  await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
  return dialog;
}

/**
 * 保存 pressed while the picture is still uploading: the form waits, shown as saving, says nothing
 * is missing, and saves with the picture's link as soon as it arrives (it used to refuse the
 * picture as empty, then drop the message when the link came, and save nothing).
 */
export const SavesOnceThePictureIsUp: Story = {
  play: async ({ args }) => {
    const dialog = await chooseAndSave();
    await expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).queryByText('请选择图片')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    held.finish();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      { title: '冷链专线', imageUrl: expect.stringMatching(/^blob:/) },
      'add',
    );
    // Saved: the form asks to be closed.
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** The upload fails while the save waits: nothing is saved, and the field says why and what is missing. */
export const AFailedUploadIsToldAtItsField: Story = {
  play: async ({ args }) => {
    const dialog = await chooseAndSave();
    held.fail();
    await expect(await within(dialog).findByText(/网络错误/)).toBeVisible();
    await waitFor(() => expect(within(dialog).getByText('请选择图片')).toBeVisible(), { timeout: 3000 });
    await expect(within(dialog).getByRole('button', { name: '上传图片' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(dialog.querySelector('form')).not.toHaveAttribute('aria-busy');
  },
};

/** A news body whose picture is inserted through the editor's own upload, held the same way. */
const newsColumns = [title, heldField('content', '正文', 'html')];

/** 保存 pressed while the editor inserts a picture: the saved body has the picture in it. */
export const SavesTheBodyWithItsPicture: Story = {
  args: { columns: newsColumns, title: '新增新闻' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '新增新闻' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '标题' }), '华东分拨中心投入运营');
    const editor = await within(dialog).findByRole('textbox', { name: '正文' }, { timeout: 15_000 });
    await userEvent.click(editor);
    await userEvent.keyboard('日处理能力 80 万件');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, await pngFile('slide.png'));
    await waitFor(() => expect(held.upload).toHaveBeenCalledTimes(1));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    held.finish();
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        title: '华东分拨中心投入运营',
        content: expect.stringMatching(/日处理能力 80 万件.*<img src="blob:[^"]+" alt="slide"/s),
      },
      'add',
    );
  },
};
