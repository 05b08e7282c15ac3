import { type Ref, useCallback, useImperativeHandle, useRef, useState } from 'react';
import { useUiTranslation } from '../../i18n/uiStrings';
import { DiagramError, DiagramLoading } from '../FlowViewer/DiagramOverlay';
import { themedRenderer, useBpmnDiagram } from '../FlowViewer/useBpmnDiagram';
import {
  type BpmnModeler,
  loadBpmnModeler,
  type Moddle,
  type ModelerCanvas,
  type Modeling,
  moddleExtensions,
} from './bpmnModeler';
import {
  fieldsOf,
  type ModelerElement,
  type PropertyField,
  propertyUpdate,
  readProperties,
} from './elementProperties';
import { Canvas, Root } from './FlowModeler.styles';
import { type PanelValues, PropertiesPanel } from './PropertiesPanel';

export interface FlowModelerHandle {
  /** The diagram as BPMN 2.0 XML (formatted), with the Flowable attributes. */
  saveXML(): Promise<string>;
}

export interface FlowModelerProps {
  /** The BPMN XML to edit (e.g. `emptyDiagram(key, name)` for a new model); re-imported when it changes. */
  xml: string;
  /** CSS height (a number is pixels). Default `'70vh'`. */
  height?: string | number;
  /** Called after each edit with the current XML. */
  onChange?: (xml: string) => void;
  onError?: (error: Error) => void;
  onReady?: () => void;
  ref?: Ref<FlowModelerHandle>;
  className?: string;
}

type Status = 'loading' | 'ready' | 'error';

/**
 * A BPMN 2.0 editor: the bpmn-js Modeler (palette, context pad, direct editing; loaded lazily) with a
 * properties panel for what the engine reads — name, assignee, candidate users and groups, form key,
 * the initiator variable and the conditions of sequence flows, written as Flowable attributes.
 */
export function FlowModeler({
  xml,
  height = '70vh',
  onChange,
  onError,
  onReady,
  ref,
  className,
}: FlowModelerProps) {
  const { t } = useUiTranslation('ui');
  const hostRef = useRef<HTMLDivElement>(null);
  const modelerRef = useRef<BpmnModeler | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState('');
  const [selected, setSelected] = useState<ModelerElement | null>(null);
  const [values, setValues] = useState<PanelValues>({});
  const callbacks = useRef({ onChange, onError, onReady });
  callbacks.current = { onChange, onError, onReady };

  const saveXML = useCallback(async () => {
    const modeler = modelerRef.current;
    if (!modeler) throw new Error(t('flowModeler.notReady'));
    const { xml: out } = await modeler.saveXML({ format: true });
    return out ?? '';
  }, [t]);
  useImperativeHandle(ref, () => ({ saveXML }), [saveXML]);

  useBpmnDiagram<BpmnModeler>({
    hostRef,
    instanceRef: modelerRef,
    xml,
    create: async (host) => {
      const Modeler = await loadBpmnModeler();
      return new Modeler({ container: host, moddleExtensions, bpmnRenderer: themedRenderer });
    },
    onLoading: () => setStatus('loading'),
    onImported: (modeler) => {
      const canvas = modeler.get<ModelerCanvas>('canvas');
      const show = (element: ModelerElement | null) => {
        const shown = element ?? canvas.getRootElement();
        setSelected(shown);
        setValues(readProperties(shown));
      };
      modeler.on('selection.changed', (event) => {
        const [first] = (event.newSelection as ModelerElement[] | undefined) ?? [];
        show(first ?? null);
      });
      modeler.on('element.changed', (event) => {
        const element = event.element as ModelerElement;
        setSelected((current) => {
          if (current?.id === element.id || current?.businessObject === element.businessObject)
            setValues(readProperties(element));
          return current;
        });
      });
      modeler.on('commandStack.changed', () => {
        const current = modelerRef.current;
        if (!current || !callbacks.current.onChange) return;
        void current
          .saveXML({ format: true })
          .then(({ xml: out }) => callbacks.current.onChange?.(out ?? ''));
      });
      canvas.zoom('fit-viewport', 'auto');
      show(null);
      setStatus('ready');
      callbacks.current.onReady?.();
    },
    onFailed: (err) => {
      setStatus('error');
      setError(err.message);
      callbacks.current.onError?.(err);
    },
  });

  const change = (field: PropertyField | 'name', value: string) => {
    const modeler = modelerRef.current;
    if (!modeler || !selected) return;
    setValues((current) => ({ ...current, [field]: value }));
    const moddle = modeler.get<Moddle>('moddle');
    const update = propertyUpdate(field, value, (body) => moddle.create('bpmn:FormalExpression', { body }));
    modeler.get<Modeling>('modeling').updateProperties(selected, update);
  };

  const cssHeight = typeof height === 'number' ? `${height}px` : height;
  return (
    <Root $height={cssHeight} data-status={status} className={className}>
      <Canvas ref={hostRef} role="application" aria-label={t('flowModeler.canvas')} />
      {status === 'ready' && selected ? (
        <PropertiesPanel
          elementId={selected.id}
          elementType={selected.type}
          fields={fieldsOf(selected.type)}
          values={values}
          onChange={change}
        />
      ) : null}
      {status === 'loading' ? <DiagramLoading label={t('flowModeler.loading')} /> : null}
      {status === 'error' ? <DiagramError title={t('flowModeler.renderError')} message={error} /> : null}
    </Root>
  );
}
