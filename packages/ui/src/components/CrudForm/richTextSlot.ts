import type { ComponentType } from 'react';
import type { RichTextEditorProps } from '../RichTextEditor/RichTextEditor.types';

// The editor of `html` columns. The form's module does not import it: the editor is in the
// `@blade-console/ui/rich-text` subpath, whose Tiptap an app installs only if it edits rich text,
// and whose `enableRichTextInForms()` puts it here. Until then an `html` column is a text box of
// its HTML (shown formatted in the view dialog all the same).
let editor: ComponentType<RichTextEditorProps> | undefined;
let warned = false;

/** Gives the `html` columns of CrudForm, CrudTable and CrudView their editor. */
export function setFormRichTextEditor(component: ComponentType<RichTextEditorProps>): void {
  editor = component;
}

/** The editor of `html` columns, if an app gave one (a warning, once, if not). */
export function formRichTextEditor(): ComponentType<RichTextEditorProps> | undefined {
  if (!editor && !warned) {
    warned = true;
    console.warn(
      "@blade-console/ui: an 'html' column is edited as plain HTML; for the rich-text editor, install Tiptap and call enableRichTextInForms() from '@blade-console/ui/rich-text' before the first render.",
    );
  }
  return editor;
}
