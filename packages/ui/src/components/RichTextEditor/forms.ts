import { setFormRichTextEditor } from '../CrudForm/richTextSlot';
import { RichTextEditor } from './RichTextEditor';

/**
 * Edits the `html` columns of every CrudForm (and so CrudTable's and CrudView's add and edit
 * dialogs) with RichTextEditor. Call it once, before the first render; without it those columns
 * are text boxes of their HTML, so that an app without rich text need not install Tiptap.
 */
export function enableRichTextInForms(): void {
  setFormRichTextEditor(RichTextEditor);
}
