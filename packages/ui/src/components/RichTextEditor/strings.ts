import { addStringsOnce } from '../../i18n/addStringsOnce';

/**
 * The editor's strings, added to namespace `ui` when the editor's chunk loads: both languages are
 * small, and keeping them out of the library's bundled strings keeps them off /login.
 */
export const richTextStrings = {
  zh: {
    richText: {
      toolbar: '格式工具栏',
      heading2: '二级标题',
      heading3: '三级标题',
      bold: '加粗',
      italic: '斜体',
      underline: '下划线',
      strike: '删除线',
      bulletList: '无序列表',
      orderedList: '有序列表',
      blockquote: '引用',
      code: '行内代码',
      codeBlock: '代码块',
      link: '链接',
      image: '插入图片',
      undo: '撤销',
      redo: '重做',
      linkUrl: '链接地址',
      linkHint: '以 https:// 、 http:// 、 mailto: 开头，或站内地址 /…',
      linkApply: '确定',
      linkRemove: '移除链接',
      linkCancel: '取消',
      linkEmpty: '请输入链接地址',
      linkInvalid: '链接地址不正确：请以 https:// 、 http:// 、 mailto: 或 / 开头',
      uploading: '正在上传图片 {{name}}',
      imageFailed: '图片“{{name}}”上传失败：{{reason}}',
      imageWrongType: '“{{name}}”不是 {{types}} 图片，未插入',
      imageTooLarge: '“{{name}}”大小为 {{size}}，超过了 {{limit}} 的上限，未插入',
    },
  },
  en: {
    richText: {
      toolbar: 'Formatting',
      heading2: 'Heading 2',
      heading3: 'Heading 3',
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      strike: 'Strikethrough',
      bulletList: 'Bulleted list',
      orderedList: 'Numbered list',
      blockquote: 'Quote',
      code: 'Inline code',
      codeBlock: 'Code block',
      link: 'Link',
      image: 'Insert picture',
      undo: 'Undo',
      redo: 'Redo',
      linkUrl: 'Link address',
      linkHint: 'Starting with https://, http://, mailto: or a site path /…',
      linkApply: 'Apply',
      linkRemove: 'Remove link',
      linkCancel: 'Cancel',
      linkEmpty: 'Enter link address',
      linkInvalid: 'This link address is not valid: start it with https://, http://, mailto: or /',
      uploading: 'Uploading picture {{name}}',
      imageFailed: 'Picture “{{name}}” failed to upload: {{reason}}',
      imageWrongType: '“{{name}}” is not a {{types}} picture and was not inserted',
      imageTooLarge: '“{{name}}” is {{size}}, over the {{limit}} limit, and was not inserted',
    },
  },
};

/** Adds the strings once (called where they are first needed). */
export const registerRichTextStrings = addStringsOnce(richTextStrings);
