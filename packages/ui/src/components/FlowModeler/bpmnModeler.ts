import { flowableModdle } from '@blade-console/blade-schema';
import type { BusinessObject, ModelerElement } from './elementProperties';

/** The parts of the bpmn-js Modeler FlowModeler talks to (typed locally, as in FlowViewer). */
export interface BpmnModeler {
  importXML(xml: string): Promise<{ warnings: unknown[] }>;
  saveXML(options?: { format?: boolean }): Promise<{ xml?: string }>;
  get<T>(name: string): T;
  on(event: string, callback: (event: Record<string, unknown>) => void): void;
  destroy(): void;
}
export interface Modeling {
  updateProperties(element: ModelerElement, properties: Record<string, unknown>): void;
}
export interface Moddle {
  create(type: string, properties?: Record<string, unknown>): unknown;
}
export interface ModelerCanvas {
  zoom(scale?: number | 'fit-viewport', center?: 'auto'): number;
  getRootElement(): ModelerElement & { businessObject: BusinessObject };
  resized(): void;
}
export interface ModelerRegistry {
  get(id: string): ModelerElement | undefined;
}

type ModelerClass = new (options: Record<string, unknown>) => BpmnModeler;

/**
 * Loads the bpmn-js Modeler (palette, context pad, editing) and its styles on first use, with the
 * Flowable extension; like the viewer, only this dynamic import names the package, so only the
 * model design page downloads it.
 */
let modelerModule: Promise<ModelerClass> | undefined;
export function loadBpmnModeler() {
  modelerModule ??= Promise.all([
    import('bpmn-js/lib/Modeler'),
    import('bpmn-js/dist/assets/diagram-js.css'),
    import('bpmn-js/dist/assets/bpmn-js.css'),
    import('bpmn-js/dist/assets/bpmn-font/css/bpmn.css'),
  ]).then(([mod]) => mod.default as unknown as ModelerClass);
  modelerModule.catch(() => {
    modelerModule = undefined;
  });
  return modelerModule;
}

export const moddleExtensions = { flowable: flowableModdle };
