import {
  type HTMLAttributes,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { VisuallyHidden } from '../../utils/visuallyHidden';
import {
  type BpmnViewer,
  type DiagramCanvas,
  type ElementRegistry,
  type EventBus,
  loadBpmnViewer,
  type ZoomScroll,
} from './bpmnViewer';
import { DiagramError, DiagramLoading } from './DiagramOverlay';
import { Canvas, Legend, LegendItem, Overlay, Root, Swatch } from './FlowViewer.styles';
import { type FlowHistoryNode, type FlowMarks, markerClass, markHistory } from './markHistory';
import { themedRenderer, useBpmnDiagram } from './useBpmnDiagram';
import { ZoomControls } from './ZoomControls';

export type FlowViewerStatus = 'loading' | 'ready' | 'error' | 'empty';

/** Imperative controls, for an app toolbar elsewhere (the built-in buttons do the same). */
export interface FlowViewerHandle {
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  /** The current zoom level (1 = 100 %), or undefined before the diagram is shown. */
  getZoom(): number | undefined;
  /** Moves keyboard focus to the diagram canvas (where + / - / 0 and the arrow keys work). */
  focus(): void;
}

export interface FlowViewerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onError'> {
  /** BPMN 2.0 XML with diagram (DI) information, e.g. `model-view`'s `xml`. */
  xml: string;
  /** The instance's history (`model-view`'s flow list): finished, running and taken flows are marked. */
  history?: readonly FlowHistoryNode[] | null;
  /** CSS height of the chart (a number is pixels). Default `'60vh'`. */
  height?: string | number;
  /** Called when bpmn-js cannot be loaded or the XML cannot be read; the viewer shows a message too. */
  onError?: (error: Error) => void;
  /** Called after each successful render (the diagram is drawn and fitted). */
  onReady?: () => void;
  /** Show the colour legend when a history is given (default true). */
  showLegend?: boolean;
  ref?: Ref<FlowViewerHandle>;
}

type MarkKind = keyof FlowMarks;
const kinds: MarkKind[] = ['finished', 'running', 'flows'];

/**
 * A read-only BPMN 2.0 flow chart (bpmn-js Viewer, loaded lazily) with the process history marked:
 * finished nodes in the success colour, running nodes in the primary colour, taken sequence flows
 * as warning lines; candidate nodes stay unmarked (SPEC §2 "Flow chart view").
 *
 * Keyboard: the zoom buttons are ordinary buttons; with the canvas focused `+`/`-` zoom, `0` fits
 * the diagram and the arrow keys pan.
 */
export function FlowViewer({
  xml,
  history,
  height = '60vh',
  onError,
  onReady,
  showLegend = true,
  ref,
  ...rest
}: FlowViewerProps) {
  const { t } = useUiTranslation('ui');
  const rootRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<BpmnViewer | null>(null);
  const [loadStatus, setLoadStatus] = useState<Exclude<FlowViewerStatus, 'empty'>>('loading');
  const status: FlowViewerStatus = xml.trim() ? loadStatus : 'empty';
  const [error, setError] = useState<string>('');
  // Bumped after each successful import so the marking effect re-runs on a new diagram.
  const [diagram, setDiagram] = useState(0);
  const [summary, setSummary] = useState<Record<MarkKind, string[]>>({
    finished: [],
    running: [],
    flows: [],
  });
  const summaryId = useId();

  // While the diagram is fitted (not zoomed by the person), a resize fits it again: the element's
  // size often settles after the first fit (a dialog opening, a scroll bar, a split pane).
  const fitted = useRef(true);
  // Create the viewer and import the XML (again when it changes).
  useBpmnDiagram<BpmnViewer>({
    hostRef,
    instanceRef: viewerRef,
    xml: xml.trim() ? xml : null,
    create: async (host) => {
      const Viewer = await loadBpmnViewer();
      return new Viewer({ container: host, bpmnRenderer: themedRenderer });
    },
    onLoading: () => {
      setLoadStatus('loading');
      setError('');
    },
    onImported: (viewer) => {
      viewer.get<EventBus>('eventBus').on('canvas.viewbox.changed', (event) => {
        if (event.viewbox && rootRef.current) rootRef.current.dataset.zoom = event.viewbox.scale.toFixed(3);
      });
      viewer.get<DiagramCanvas>('canvas').zoom('fit-viewport', 'auto');
      fitted.current = true;
      setLoadStatus('ready');
      setDiagram((n) => n + 1);
      onReady?.();
    },
    onFailed: (err) => {
      setLoadStatus('error');
      setError(err.message);
      onError?.(err);
    },
    onDestroyed: () => {
      if (rootRef.current) delete rootRef.current.dataset.zoom;
    },
  });
  const canvas = useCallback(() => viewerRef.current?.get<DiagramCanvas>('canvas'), []);
  const zoomIn = useCallback(() => {
    fitted.current = false;
    viewerRef.current?.get<ZoomScroll>('zoomScroll').stepZoom(1);
  }, []);
  const zoomOut = useCallback(() => {
    fitted.current = false;
    viewerRef.current?.get<ZoomScroll>('zoomScroll').stepZoom(-1);
  }, []);
  const fit = useCallback(() => {
    const c = canvas();
    if (!c) return;
    fitted.current = true;
    c.resized();
    c.zoom('fit-viewport', 'auto');
  }, [canvas]);

  useImperativeHandle(
    ref,
    () => ({ zoomIn, zoomOut, fit, getZoom: () => canvas()?.zoom(), focus: () => canvas()?.focus() }),
    [zoomIn, zoomOut, fit, canvas],
  );

  // Mark the history (again when it changes); markers are CSS classes styled with theme variables.
  // A layout effect: the marks are on the elements in the same frame the diagram is shown.
  useLayoutEffect(() => {
    const viewer = viewerRef.current;
    if (status !== 'ready' || !viewer || diagram === 0) return;
    const c = viewer.get<DiagramCanvas>('canvas');
    const registry = viewer.get<ElementRegistry>('elementRegistry');
    const marks = markHistory(history);
    const applied: [string, string][] = [];
    const names: Record<MarkKind, string[]> = { finished: [], running: [], flows: [] };
    for (const kind of kinds) {
      for (const id of marks[kind]) {
        const element = registry.get(id);
        if (!element) continue; // history of another version of the model: nothing to mark
        c.addMarker(id, markerClass[kind]);
        applied.push([id, markerClass[kind]]);
        const name = element.businessObject?.name?.trim();
        if (name && kind !== 'flows') names[kind].push(name);
      }
    }
    setSummary(names);
    return () => {
      if (viewerRef.current !== viewer) return;
      for (const [id, className] of applied) if (registry.get(id)) c.removeMarker(id, className);
    };
  }, [status, diagram, history]);

  // Name the canvas (bpmn-js makes its <svg> focusable) in the current language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `diagram` — a new import draws a new <svg>.
  useEffect(() => {
    if (status !== 'ready') return;
    const svg = canvas()?.getContainer().querySelector('svg');
    if (!svg) return;
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', t('flow.canvas'));
    svg.setAttribute('aria-keyshortcuts', '+ - 0');
    svg.setAttribute('aria-describedby', summaryId);
  }, [status, diagram, t, canvas, summaryId]);

  // Keep the diagram's viewport in step with the element's size (dialogs, split panes).
  useEffect(() => {
    const host = hostRef.current;
    if (!host || status !== 'ready' || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const c = canvas();
      if (!c) return;
      c.resized();
      if (fitted.current) c.zoom('fit-viewport', 'auto');
    });
    observer.observe(host);
    return () => observer.disconnect();
  }, [status, canvas]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    // Only while the canvas itself has focus; buttons and links keep their own keys.
    if (status !== 'ready' || target.tagName.toLowerCase() !== 'svg' || !hostRef.current?.contains(target))
      return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const actions: Record<string, (() => void) | undefined> = {
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      _: zoomOut,
      '0': fit,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const cssHeight = typeof height === 'number' ? `${height}px` : height;
  const ready = status === 'ready';
  const marked = history != null && history.length > 0;
  const describe = (kind: 'finished' | 'running') =>
    summary[kind].length > 0 ? `${t(`flow.legend.${kind}`)}: ${summary[kind].join(', ')}. ` : '';

  return (
    <Root ref={rootRef} $height={cssHeight} data-status={status} onKeyDown={onKeyDown} {...rest}>
      <Canvas ref={hostRef} />
      <VisuallyHidden id={summaryId}>
        {describe('finished')}
        {describe('running')}
        {t('flow.keyboardHint')}
      </VisuallyHidden>
      <ZoomControls ready={ready} zoomIn={zoomIn} zoomOut={zoomOut} fit={fit} />
      {showLegend && marked && ready ? (
        <Legend aria-label={t('flow.legend.label')}>
          {kinds.map((kind) => (
            <LegendItem key={kind}>
              <Swatch $kind={kind} aria-hidden="true" />
              {t(`flow.legend.${kind}`)}
            </LegendItem>
          ))}
        </Legend>
      ) : null}
      {status === 'loading' ? <DiagramLoading label={t('flow.loading')} /> : null}
      {status === 'empty' ? (
        <Overlay>
          <span>{t('flow.empty')}</span>
        </Overlay>
      ) : null}
      {status === 'error' ? <DiagramError title={t('flow.renderError')} message={error} /> : null}
    </Root>
  );
}
