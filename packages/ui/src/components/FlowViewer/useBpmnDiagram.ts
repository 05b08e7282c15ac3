import { type RefObject, useEffect, useRef } from 'react';
import { vars } from '../../theme/tokens';

/** What the hook needs of a bpmn-js Viewer or Modeler. */
export interface BpmnInstance {
  importXML(xml: string): Promise<unknown>;
  destroy(): void;
}

/** The renderer's colours as theme variables, not colours: the diagram follows the theme and dark mode. */
export const themedRenderer = {
  defaultFillColor: vars.color.surface,
  defaultStrokeColor: vars.color.text,
  defaultLabelColor: vars.color.text,
};

export interface BpmnDiagramOptions<T extends BpmnInstance> {
  hostRef: RefObject<HTMLElement | null>;
  /** Holds the current instance (null while none is imported). */
  instanceRef: RefObject<T | null>;
  /** The BPMN XML; the diagram is made again when it changes. Null: no diagram. */
  xml: string | null;
  /** Loads bpmn-js (lazily) and makes the instance in `host`. */
  create: (host: HTMLElement) => Promise<T>;
  /** An import starts. */
  onLoading: () => void;
  /** The XML is in the instance (and in `instanceRef` from now on). */
  onImported: (instance: T) => void;
  /** bpmn-js could not be loaded or the XML could not be read. */
  onFailed: (error: Error) => void;
  /** The instance was destroyed: the XML changed or the component left. */
  onDestroyed?: () => void;
}

/**
 * The life of a bpmn-js diagram, the same for FlowViewer and FlowModeler: make the instance in the
 * host, import the XML, and destroy it when the XML changes or the component leaves — an import
 * still running then is dropped, so a late answer never shows a diagram that was replaced.
 */
export function useBpmnDiagram<T extends BpmnInstance>(options: BpmnDiagramOptions<T>) {
  // The callbacks of the latest render: a new callback must not make the diagram again.
  const latest = useRef(options);
  latest.current = options;
  const { hostRef, instanceRef, xml } = options;

  useEffect(() => {
    const host = hostRef.current;
    if (!host || xml == null) return;
    let cancelled = false;
    let instance: T | null = null;
    latest.current.onLoading();
    (async () => {
      const made = await latest.current.create(host);
      if (cancelled) {
        made.destroy();
        return;
      }
      instance = made;
      await made.importXML(xml);
      if (cancelled) return;
      instanceRef.current = made;
      latest.current.onImported(made);
    })().catch((reason: unknown) => {
      if (cancelled) return;
      latest.current.onFailed(reason instanceof Error ? reason : new Error(String(reason)));
    });
    return () => {
      cancelled = true;
      if (instanceRef.current === instance) instanceRef.current = null;
      instance?.destroy();
      latest.current.onDestroyed?.();
    };
  }, [hostRef, instanceRef, xml]);
}
