import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type CSSProperties, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { EditorToolbar } from './EditorToolbar';
import { LinkPanel } from './LinkPanel';
import { Content, Frame, Status } from './RichTextEditor.styles';
import type { RichTextEditorProps } from './RichTextEditor.types';
import { editorValue, isAllowedLink } from './richTextLogic';
import { registerRichTextStrings } from './strings';
import { usePictureUpload } from './usePictureUpload';

/** The editor itself (Tiptap 3); loaded lazily by `RichTextEditor`. */
export default function RichTextEditorCore({
  value,
  defaultValue,
  onChange,
  onBlur,
  id,
  placeholder,
  disabled = false,
  readOnly = false,
  upload,
  imageRules,
  onBusyChange,
  minHeight = '240px',
  className,
  ref,
  ...aria
}: RichTextEditorProps) {
  registerRichTextStrings();
  const { t } = useUiTranslation('ui');
  const editable = !disabled && !readOnly;
  // What this editor reported and the form has not handed back yet. Keystrokes can outrun the
  // form's renders: a `value` among these is our own echo (perhaps an older one), not a new text.
  const echoes = useRef<string[]>([]);
  const [linkOpen, setLinkOpen] = useState(false);
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          isAllowedUri: (url) => isAllowedLink(url),
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
        },
      }),
      Image.configure({ allowBase64: false }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    content: value ?? defaultValue ?? '',
    editable,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: editorAttributes() },
    onUpdate: ({ editor: e }) => {
      const html = editorValue(e.getHTML(), e.isEmpty);
      echoes.current = [...echoes.current.slice(-49), html];
      latest.current.onChange?.(html);
    },
    onBlur: () => latest.current.onBlur?.(),
  });

  function editorAttributes(): Record<string, string> {
    const attributes: Record<string, string> = { role: 'textbox', 'aria-multiline': 'true' };
    if (id) attributes.id = id;
    for (const [name, given] of Object.entries(aria)) {
      if (given !== undefined && given !== false) attributes[name] = String(given);
    }
    if (!editable) attributes['aria-readonly'] = 'true';
    return attributes;
  }

  // The field's label, message and state change with the form: keep the editable area's aria.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the attributes are built from these.
  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setOptions({ editorProps: { attributes: editorAttributes() } });
  }, [editor, id, editable, aria['aria-describedby'], aria['aria-invalid'], aria['aria-label']]);

  useEffect(() => {
    if (!editor.isDestroyed) editor.setEditable(editable, false);
  }, [editor, editable]);

  // A new value from outside (a form reset, another record): shown without reporting it back.
  useEffect(() => {
    if (value === undefined || editor.isDestroyed) return;
    const echo = echoes.current.indexOf(value);
    if (echo >= 0) {
      echoes.current = echoes.current.slice(echo + 1);
      return;
    }
    if (value === editorValue(editor.getHTML(), editor.isEmpty)) return;
    echoes.current = [];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  const picture = usePictureUpload(editor, upload, imageRules, onBusyChange);
  const linkHref = () => String(editor.getAttributes('link').href ?? '');

  return (
    <Frame
      className={className}
      data-invalid={aria['aria-invalid'] ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      {editable ? (
        <EditorToolbar
          editor={editor}
          disabled={!editable}
          linkOpen={linkOpen}
          onLink={() => setLinkOpen((open) => !open)}
          onImage={upload ? picture.choose : undefined}
          uploading={picture.uploading !== null}
        />
      ) : null}
      {linkOpen ? (
        <LinkPanel
          initial={linkHref()}
          onLink={editor.isActive('link')}
          onApply={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            // Nothing selected: the address becomes the link's text.
            if (editor.state.selection.empty && !editor.isActive('link'))
              chain
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain.setLink({ href }).run();
            setLinkOpen(false);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinkOpen(false);
          }}
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      <Content style={{ '--rte-min-height': minHeight } as CSSProperties}>
        <EditorContent editor={editor} />
      </Content>
      {picture.input}
      <Status role={picture.error ? 'alert' : 'status'} data-error={picture.error ? '' : undefined}>
        {picture.error ?? (picture.uploading ? t('richText.uploading', { name: picture.uploading }) : '')}
      </Status>
    </Frame>
  );
}
