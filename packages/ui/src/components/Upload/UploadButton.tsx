import { useRef } from 'react';
import { styled } from 'styled-components';
import { Upload as UploadIcon } from '../../icons';
import { Button, type ButtonProps } from '../Button';
import type { FileRules } from './fileRules';
import { FileInput } from './UploadFrame';

export interface UploadButtonProps extends Omit<ButtonProps, 'onClick' | 'icon' | 'asChild'> {
  /** The chosen files, as they are: checking and sending them is the page's. */
  onFiles: (files: File[]) => void;
  /** What the picker offers (default: any file). */
  rules?: FileRules;
  multiple?: boolean;
}

const ANY_FILE: FileRules = { types: [], extensions: [] };

/** One box for the button and its hidden input: a toolbar measures it as the button alone. */
const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;

/**
 * A button that opens the file picker, the upload icon before its label: a page whose records are
 * added by uploading a file (the attachments' 上传附件). Upload is the field that lists and sends
 * its files; this is the bare button.
 */
export function UploadButton({
  onFiles,
  rules = ANY_FILE,
  multiple,
  disabled,
  ...button
}: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Wrap>
      <Button
        {...button}
        disabled={disabled}
        icon={<UploadIcon aria-hidden="true" />}
        onClick={() => input.current?.click()}
      />
      <FileInput ref={input} rules={rules} multiple={multiple} disabled={disabled} onFiles={onFiles} />
    </Wrap>
  );
}
