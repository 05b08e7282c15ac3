// Over 300 lines: the form's stories, one per behaviour, with their play checks.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '../../i18n';
import { dialogInAllThemes } from '../../stories/support/allThemes';
import { Button } from '../Button';
import type { CrudColumn, CrudFormMode } from '../CrudTable/columns';
import { menuTree, sealedOptions } from '../CrudTable/fixtures/data';
import { pickTreeNodes } from '../CrudTable/fixtures/play';
import { CrudForm, type CrudFormProps } from './CrudForm';

// Pages may give labels and messages as i18n keys of their own namespace.
i18n.addResourceBundle('zh', 'demo', {
  param: { name: '参数名称', key: '参数键名', value: '参数键值', nameRequired: '请输入参数名称' },
});
i18n.addResourceBundle('en', 'demo', {
  param: {
    name: 'Parameter name',
    key: 'Parameter key',
    value: 'Parameter value',
    nameRequired: 'Enter parameter name',
  },
});

interface Row {
  id?: string;
  [field: string]: unknown;
}

const i18nParamColumns: CrudColumn<Row>[] = [
  {
    field: 'paramName',
    label: 'demo:param.name',
    rules: [{ required: true, message: 'demo:param.nameRequired' }],
  },
  { field: 'paramKey', label: 'demo:param.key', rules: [{ required: true }] },
  {
    field: 'paramValue',
    label: 'demo:param.value',
    type: 'textarea',
    minRows: 6,
    rules: [{ required: true }],
  },
];

const phoneRule = (value: unknown) => {
  const text = String(value ?? '');
  if (!text) return '手机号码不能为空';
  if (text.length !== 11) return '手机号码长度不为11位';
  if (!/^1[3-9]\d{9}$/.test(text)) return '手机号码格式不正确';
  return true;
};

const allTypes: CrudColumn<Row>[] = [
  { field: 'realName', label: '姓名', rules: [{ required: true, message: '请输入姓名' }] },
  { field: 'phone', label: '手机号码', rules: [{ validator: phoneRule }] },
  { field: 'email', label: '邮箱', rules: [{ pattern: /^[^@\s]+@[^@\s]+$/, message: '邮箱格式不正确' }] },
  { field: 'age', label: '年龄', type: 'number' },
  {
    field: 'sex',
    label: '性别',
    type: 'select',
    options: [
      { label: '男', value: 1 },
      { label: '女', value: 2 },
    ],
  },
  { field: 'isSealed', label: '封存', type: 'dictionary', options: sealedOptions, defaultValue: 0 },
  { field: 'deptId', label: '所属部门', type: 'tree', treeOptions: menuTree },
  { field: 'status', label: '启用', type: 'switch', defaultValue: 1 },
  { field: 'birthday', label: '生日', type: 'date' },
  { field: 'loginTime', label: '登录时间', type: 'datetime' },
  {
    field: 'avatar',
    label: '头像',
    type: 'image',
    upload: { accept: ['image/jpeg', 'image/png'], maxSizeKb: 500, avatar: true },
  },
  { field: 'menuId', label: '菜单', type: 'tree', multiple: true, treeOptions: menuTree },
  { field: 'remark', label: '备注', type: 'textarea' },
];

function Harness(props: Partial<CrudFormProps<Row>> & { columns: CrudColumn<Row>[] }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>open</Button>
      <CrudForm<Row> mode="add" open={open} onOpenChange={setOpen} {...props} />
    </>
  );
}

export default {
  title: 'Data/CrudForm',
  component: Harness,
  args: { columns: allTypes, onSubmit: fn(), width: 880 },
} satisfies Meta<typeof Harness>;
type Story = StoryObj<typeof Harness>;

/** Every field type in the add form. */
export const AllFieldTypes: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await expect(within(dialog).getByRole('switch', { name: '启用' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('switch', { name: '启用' }));
    await userEvent.type(within(dialog).getByLabelText(/姓名/), '张伟');
    await userEvent.type(within(dialog).getByLabelText(/手机号码/), '13812345678');
    await pickTreeNodes(within(dialog).getByRole('combobox', { name: /^菜单/ }), ['运单管理']);
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ realName: '张伟', status: 0, isSealed: 0, menuId: '21' }),
      'add',
    );
  },
};

/** SPEC §5 phone check, in order: empty, length, format. */
export const ValidatorOrder: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const phone = within(dialog).getByLabelText(/手机号码/);
    await userEvent.click(phone);
    await userEvent.tab();
    await expect(await within(dialog).findByText('手机号码不能为空')).toBeVisible();
    await userEvent.type(phone, '1381234');
    await userEvent.tab();
    await expect(await within(dialog).findByText('手机号码长度不为11位')).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, '12812345678');
    await userEvent.tab();
    await expect(await within(dialog).findByText('手机号码格式不正确')).toBeVisible();
    await userEvent.clear(phone);
    await userEvent.type(phone, '13812345678');
    await userEvent.tab();
    await waitFor(() => expect(within(dialog).queryByText(/手机号码.*(不|格式)/)).not.toBeInTheDocument());
  },
};

/** A 1×1 PNG (the avatar preview in view mode, and a valid file to choose). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const pngFile = (name: string) =>
  new File([Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))], name, { type: 'image/png' });

/**
 * Avatar (the shared AvatarUpload): jpg or png only, at most 500 KB (hint shown), the reason a file
 * was refused, preview after a valid choice, and remove.
 */
export const AvatarUpload: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const button = within(dialog).getByRole('button', { name: '上传头像' });
    await expect(within(dialog).getByText('只能上传 jpeg/png 文件，且不超过 500 KB')).toBeVisible();
    await expect(button).toHaveAccessibleDescription('只能上传 jpeg/png 文件，且不超过 500 KB');
    await expect(within(dialog).getByRole('group', { name: '头像' })).toBeVisible();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,image/jpeg,image/png');

    await userEvent.upload(input, new File(['gif'], 'a.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('只能上传 jpeg/png 文件');
    await expect(button).toHaveAccessibleDescription(/只能上传 jpeg\/png 文件$/);
    const big = new File([new Uint8Array(600 * 1024)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, big, { applyAccept: false });
    await expect(await within(dialog).findByText('文件大小不能超过 500 KB')).toBeVisible();
    await expect(within(dialog).getByRole('alert')).not.toHaveTextContent('只能上传');
    await expect(dialog.querySelector('img')).toBeNull();

    await userEvent.upload(input, pngFile('me.png'), { applyAccept: false });
    await waitFor(() => expect(dialog.querySelectorAll('img')).toHaveLength(1));
    await expect(dialog.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png/);
    await expect(within(dialog).getByRole('button', { name: '更换头像' })).toBeVisible();
    await expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: '移除' }));
    await expect(dialog.querySelector('img')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: '上传头像' })).toBeVisible();
  },
};

/** A limit of 2048 KB (the console's pictures and attachments) reads "2 MB", not "2048kb". */
export const UploadLimitInMegabytes: Story = {
  args: {
    columns: [
      {
        field: 'cover',
        label: '封面',
        type: 'upload',
        upload: { accept: ['image/jpeg', 'image/png', 'image/webp'], maxSizeKb: 2048 },
      },
    ],
    width: 600,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: '封面' })).toHaveAccessibleDescription(
      '只能上传 jpeg/png/webp 文件，且不超过 2 MB',
    );
  },
};

const fakeUpload = (file: File) =>
  new Promise<string>((resolve) =>
    setTimeout(() => resolve(`https://cdn.example.com/upload/${encodeURIComponent(file.name)}`), 50),
  );

/** Files (the shared Upload): the column's `upload` sends each file; the value is the links, comma-joined. */
export const FileUpload: Story = {
  args: {
    columns: [
      {
        field: 'attachment',
        label: '附件',
        type: 'upload',
        upload: { accept: ['.pdf'], maxSizeKb: 100, multiple: true, upload: fn(fakeUpload) },
      },
    ],
    width: 600,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: '附件' })).toHaveAccessibleDescription(
      '只能上传 pdf 文件，且不超过 100 KB',
    );
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(
      input,
      [
        new File(['a'], 'a.pdf', { type: 'application/pdf' }),
        new File(['x'], 'x.exe', { type: 'application/x-msdownload' }),
        new File([new Uint8Array(101 * 1024)], 'big.pdf', { type: 'application/pdf' }),
        new File(['b'], 'b.pdf', { type: 'application/pdf' }),
      ],
      { applyAccept: false },
    );
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('只能上传 pdf 文件');
    await expect(alert).toHaveTextContent('文件大小不能超过 100 KB');
    await expect(await within(dialog).findByRole('link', { name: 'a.pdf' })).toBeVisible();
    await expect(await within(dialog).findByRole('link', { name: 'b.pdf' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        attachment: expect.stringMatching(
          /^https:\/\/cdn\.example\.com\/upload\/[ab]\.pdf,https:\/\/cdn\.example\.com\/upload\/[ab]\.pdf$/,
        ),
      },
      'add',
    );
  },
};

/** View mode: the record to read, no inputs, no save button. */
export const ViewMode: Story = {
  args: {
    mode: 'view' as CrudFormMode,
    values: {
      id: '1',
      realName: '张伟',
      phone: '13812345678',
      sex: 1,
      status: 1,
      menuId: '1,11',
      remark: '管理员',
      avatar: `data:image/png;base64,${PNG_BASE64}`,
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '查看' });
    await expect(within(dialog).getByRole('img', { name: '头像' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    // A record to read (issue 16, point 3): labels beside text, dictionary and tree labels rather
    // than codes, nothing that looks editable.
    await expect(within(dialog).queryByRole('button', { name: '更换头像' })).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    const value = (name: string) => within(dialog).getByRole('definition', { name });
    await expect(value('姓名')).toHaveTextContent('张伟');
    await expect(value('启用')).toHaveTextContent('是');
    await expect(value('性别')).toHaveTextContent(/^男$/);
    await expect(value('生日')).toHaveTextContent('未填写');
    await expect(value('菜单')).toHaveTextContent('系统管理, 用户管理');
    await expect(within(dialog).queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  },
};

/** Labels and messages as i18n keys follow the language (SPEC §5 in English). */
export const EnglishRules: Story = {
  args: { columns: i18nParamColumns, width: 600 },
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Enter parameter name')).toBeVisible();
    await expect(within(dialog).getByText('Enter parameter key')).toBeVisible();
    await expect((within(dialog).getByLabelText(/Parameter value/) as HTMLTextAreaElement).rows).toBe(6);
  },
};

export const DarkTheme: Story = { globals: { theme: 'theme-dark' } };

/** For designers: the add form with every field type in each of the 11 themes, side by side. */
export const AllThemes: Story = dialogInAllThemes(640, '新增', { each: { role: 'switch', name: '启用' } });

const articleColumns: CrudColumn<Row>[] = [
  { field: 'title', label: '标题', rules: [{ required: true }] },
  { field: 'weight', label: '重量（千克）', type: 'number', precision: 2 },
  {
    field: 'content',
    label: '正文',
    type: 'html',
    rules: [{ required: true }],
    upload: {
      accept: ['image/png'],
      maxSizeKb: 2048,
      upload: async (file) => `https://cdn.example.com/${file.name}`,
    },
  },
];

/**
 * Rich text (`html`): the lazily loaded editor, required means "wrote something", and what was
 * typed and formatted is what the form saves. A number column with two decimals keeps them.
 */
export const RichTextField: Story = {
  args: { columns: articleColumns, width: 880 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '新增' });
    await userEvent.type(within(dialog).getByLabelText(/标题/), '华东分拨中心投入运营');
    await userEvent.type(within(dialog).getByLabelText(/重量/), '356.456');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('请输入正文')).toBeVisible();

    const editor = await within(dialog).findByRole('textbox', { name: '正文' }, { timeout: 15_000 });
    await userEvent.click(editor);
    await userEvent.click(within(dialog).getByRole('button', { name: '加粗' }));
    await userEvent.keyboard('日处理能力 80 万件');
    await waitFor(() => expect(within(dialog).queryByText('请输入正文')).not.toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        title: '华东分拨中心投入运营',
        weight: 356.46,
        content: '<p><strong>日处理能力 80 万件</strong></p>',
      }),
      'add',
    );
  },
};

/** The view dialog shows rich text formatted and sanitised: a stored script never runs. */
export const RichTextView: Story = {
  args: {
    columns: articleColumns,
    mode: 'view',
    values: {
      title: '新闻',
      content:
        '<h2>长三角次日达</h2><p onclick="window.__xss=1">覆盖率 <strong>98%</strong></p><script>window.__xss=1</script>',
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '查看' });
    const body = within(dialog).getByRole('document', { name: '正文' });
    await expect(within(body).getByRole('heading', { name: '长三角次日达' })).toBeVisible();
    await expect(body.querySelector('script, [onclick]')).toBeNull();
    await expect(within(dialog).queryByRole('toolbar')).not.toBeInTheDocument();
  },
};
