/** The parts of the bpmn-js viewer FlowViewer talks to (typed locally: diagram-js is not a
 *  direct dependency, and only `import type` may name bpmn-js outside the lazy loader below). */
export interface DiagramCanvas {
  zoom(scale?: number | 'fit-viewport', center?: 'auto' | { x: number; y: number }): number;
  addMarker(id: string, className: string): void;
  removeMarker(id: string, className: string): void;
  resized(): void;
  focus(): void;
  getContainer(): HTMLElement;
}
export interface DiagramElement {
  id: string;
  businessObject?: { name?: string };
}
export interface ElementRegistry {
  get(id: string): DiagramElement | undefined;
}
export interface ZoomScroll {
  stepZoom(delta: number): void;
}
export interface EventBus {
  on(event: string, callback: (event: { viewbox?: { scale: number } }) => void): void;
}
export interface BpmnViewer {
  importXML(xml: string): Promise<{ warnings: unknown[] }>;
  get<T>(name: string): T;
  destroy(): void;
}

/**
 * Loads bpmn-js and its styles on first use. Only this dynamic `import()` names the package, so a
 * page that never renders a flow chart never downloads it (the bundler makes it a separate chunk).
 */
let bpmnModule: Promise<new (options: Record<string, unknown>) => BpmnViewer> | undefined;
export function loadBpmnViewer() {
  bpmnModule ??= Promise.all([
    import('bpmn-js/lib/NavigatedViewer'),
    import('bpmn-js/dist/assets/diagram-js.css'),
    import('bpmn-js/dist/assets/bpmn-js.css'),
  ]).then(([mod]) => mod.default as unknown as new (options: Record<string, unknown>) => BpmnViewer);
  // A failed download (offline, deploy in between) may be retried on the next mount.
  bpmnModule.catch(() => {
    bpmnModule = undefined;
  });
  return bpmnModule;
}
