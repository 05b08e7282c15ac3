export { enableRichTextInForms } from './forms';
export { RichTextEditor, type RichTextEditorHandle, type RichTextEditorProps } from './RichTextEditor';
export { isAllowedLink, linkProblem } from './richTextLogic';
