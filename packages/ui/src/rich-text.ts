// `@blade-console/ui/rich-text`: RichTextEditor (Tiptap, optional peer dependencies that an app
// without rich text does not install; they load with a dynamic import when an editor renders), and
// `enableRichTextInForms()`, which gives CrudForm's `html` columns that editor.
export * from './components/RichTextEditor';
