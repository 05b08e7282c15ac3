import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { RotateCcw } from '../../icons';
import { type OpenStateProps, useControllableOpen } from '../../utils/useControllableOpen';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { DiagramError, DiagramLoading } from './DiagramOverlay';
import { FlowViewer, type FlowViewerHandle } from './FlowViewer';
import { Root } from './FlowViewer.styles';
import type { FlowHistoryNode } from './markHistory';

/** What a flow chart shows: the model's XML and, for a process instance, its history. */
export interface FlowChartData {
  xml: string;
  history?: readonly FlowHistoryNode[] | null;
}

export interface FlowViewerDialogProps extends OpenStateProps {
  /** Element that opens the dialog (e.g. a Button). */
  trigger?: ReactNode;
  /** Defaults to the translated 'flow chart'. */
  title?: ReactNode;
  /**
   * Loads the chart each time the dialog opens — the app calls `process/model-view` with a process
   * instance id or a process definition id and maps the answer to `{ xml, history }`. While it runs
   * the dialog shows a spinner; a rejection shows its message with a retry button.
   */
  load?: () => Promise<FlowChartData>;
  /** The chart, when the app loads it itself (ignored while `load` is given). */
  xml?: string;
  history?: readonly FlowHistoryNode[] | null;
  /** The app's own loading state (with `xml`/`history`). */
  loading?: boolean;
  /** The app's own error (with `xml`/`history`): an Error, or a message to show. */
  error?: Error | ReactNode;
  /** CSS height of the chart; default `'60vh'` (SPEC §9). */
  height?: string | number;
  /** Rendering errors (bad XML) and `load` rejections. */
  onError?: (error: Error) => void;
}

type LoadState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'loaded'; data: FlowChartData }
  | { kind: 'error'; error: Error };

/** The read-only flow chart dialog: 70 % wide, a 60vh chart (SPEC §2 "Flow chart view"). */
export function FlowViewerDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  load,
  xml,
  history,
  loading = false,
  error,
  height = '60vh',
  onError,
}: FlowViewerDialogProps) {
  const { t } = useUiTranslation('ui');
  const [isOpen, handleOpenChange] = useControllableOpen(open, defaultOpen, onOpenChange);
  const [state, setState] = useState<LoadState>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  const onErrorRef = useRef(onError);
  loadRef.current = load;
  onErrorRef.current = onError;
  const hasLoad = load != null;
  const viewerRef = useRef<FlowViewerHandle>(null);
  // The retry button disappears when pressed: hand focus to the chart once it is shown.
  const focusChart = useRef(false);

  // Load on every opening (and on retry), so the chart shows the instance's current state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry.
  useEffect(() => {
    const run = loadRef.current;
    if (!isOpen || !hasLoad || !run) {
      setState({ kind: 'idle' });
      return;
    }
    let cancelled = false;
    setState({ kind: 'loading' });
    run().then(
      (data) => {
        if (!cancelled) setState({ kind: 'loaded', data });
      },
      (reason: unknown) => {
        if (cancelled) return;
        const err = reason instanceof Error ? reason : new Error(String(reason));
        setState({ kind: 'error', error: err });
        onErrorRef.current?.(err);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [isOpen, hasLoad, attempt]);

  const cssHeight = typeof height === 'number' ? `${height}px` : height;
  let body: ReactNode;
  if (hasLoad ? state.kind === 'loading' || state.kind === 'idle' : loading) {
    body = (
      <Root $height={cssHeight} data-status="loading">
        <DiagramLoading label={t('flow.loading')} />
      </Root>
    );
  } else if (hasLoad ? state.kind === 'error' : error != null && error !== false) {
    const message =
      hasLoad && state.kind === 'error'
        ? state.error.message
        : error instanceof Error
          ? error.message
          : error;
    body = (
      <Root $height={cssHeight} data-status="error">
        <DiagramError title={t('flow.loadError')} message={message}>
          {hasLoad ? (
            <Button
              icon={<RotateCcw aria-hidden="true" />}
              onClick={() => {
                focusChart.current = true;
                setAttempt((n) => n + 1);
              }}
            >
              {t('flow.retry')}
            </Button>
          ) : null}
        </DiagramError>
      </Root>
    );
  } else {
    const data: FlowChartData = hasLoad && state.kind === 'loaded' ? state.data : { xml: xml ?? '', history };
    body = (
      <FlowViewer
        ref={viewerRef}
        xml={data.xml}
        history={data.history}
        height={height}
        onError={onError}
        onReady={() => {
          if (!focusChart.current) return;
          focusChart.current = false;
          viewerRef.current?.focus();
        }}
      />
    );
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={handleOpenChange}
      trigger={trigger}
      title={title ?? t('flow.title')}
      width="70%"
    >
      {body}
    </Dialog>
  );
}
