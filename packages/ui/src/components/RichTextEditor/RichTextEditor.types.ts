import type { Ref } from 'react';
import type { FieldAriaProps } from '../../utils/fieldAria';
import type { FileRules } from '../Upload';

/** What a form may do with the editor (react-hook-form focuses the first wrong field). */
export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps extends FieldAriaProps {
  /** HTML (controlled). The editor keeps only what its toolbar can write. */
  value?: string;
  defaultValue?: string;
  /** The new HTML after each change; '' when nothing is left but an empty paragraph. */
  onChange?: (html: string) => void;
  onBlur?: () => void;
  /** Id of the editable area (FormField's `htmlFor`). */
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  /**
   * Uploads a picture chosen with the toolbar's picture button and answers its link (the app's
   * OSS call). Without it there is no picture button.
   */
  upload?: (file: File) => Promise<string>;
  /** Which pictures may be uploaded (default: jpg/png up to 500 KB, as the shared Upload). */
  imageRules?: FileRules;
  /** Hears when a picture starts uploading (true) and is in or failed (false), as Upload's does. */
  onBusyChange?: (busy: boolean) => void;
  /** Height of the writing area before it grows (CSS length; default 240px). */
  minHeight?: string;
  className?: string;
  ref?: Ref<RichTextEditorHandle>;
}
