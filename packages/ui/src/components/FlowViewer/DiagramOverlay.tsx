import type { ReactNode } from 'react';
import { Alert } from '../Alert';
import { Spinner } from '../Spinner';
import { ErrorBox, Overlay } from './FlowViewer.styles';

/** Covers a diagram's canvas while it loads (the viewer, its dialog and the modeler). */
export function DiagramLoading({ label }: { label: string }) {
  return (
    <Overlay>
      <Spinner size="large" label={label} />
    </Overlay>
  );
}

interface DiagramErrorProps {
  title: string;
  message: ReactNode;
  /** Below the message: a way out, such as a retry button. */
  children?: ReactNode;
}

/** Covers a diagram's canvas with why it could not be shown. */
export function DiagramError({ title, message, children }: DiagramErrorProps) {
  return (
    <Overlay>
      <ErrorBox>
        <Alert type="error" title={title}>
          {message}
        </Alert>
      </ErrorBox>
      {children}
    </Overlay>
  );
}
