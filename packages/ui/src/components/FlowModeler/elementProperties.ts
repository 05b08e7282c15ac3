/**
 * What the properties panel edits on a BPMN element, read from and written to its business object
 * (pure functions over the few bpmn-js services it needs, so they are tested without a canvas).
 */

/** The business object of a diagram element as far as the panel reads it. */
export interface BusinessObject {
  $type: string;
  id: string;
  name?: string;
  conditionExpression?: { body?: string };
  get(name: string): unknown;
}
export interface ModelerElement {
  id: string;
  type: string;
  businessObject: BusinessObject;
}

/** The fields the panel shows for an element type (id and name always). */
export type PropertyField =
  | 'assignee'
  | 'candidateUsers'
  | 'candidateGroups'
  | 'formKey'
  | 'initiator'
  | 'condition';

export function fieldsOf(type: string): PropertyField[] {
  if (type === 'bpmn:UserTask') return ['assignee', 'candidateUsers', 'candidateGroups', 'formKey'];
  if (type === 'bpmn:StartEvent') return ['initiator', 'formKey'];
  if (type === 'bpmn:SequenceFlow') return ['condition'];
  return [];
}

/** The values the panel shows for `element`: name plus its type's fields. */
export function readProperties(element: ModelerElement): Partial<Record<PropertyField | 'name', string>> {
  const bo = element.businessObject;
  const values: Partial<Record<PropertyField | 'name', string>> = { name: bo.name ?? '' };
  for (const field of fieldsOf(element.type)) {
    values[field] =
      field === 'condition'
        ? (bo.conditionExpression?.body ?? '')
        : String(bo.get(`flowable:${field}`) ?? '');
  }
  return values;
}

/** What `modeling.updateProperties` gets for one edited field (empty text removes the attribute). */
export function propertyUpdate(
  field: PropertyField | 'name',
  value: string,
  createExpression: (body: string) => unknown,
): Record<string, unknown> {
  const text = value.trim() === '' ? undefined : value;
  if (field === 'name') return { name: text };
  if (field === 'condition') return { conditionExpression: text ? createExpression(text) : undefined };
  return { [`flowable:${field}`]: text };
}

/** A new model: a start event in an executable process keyed `key` (the definition key). */
export function emptyDiagram(key: string, name: string): string {
  const safe = (text: string) =>
    text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
  const id = /^[A-Za-z_][\w.-]*$/.test(key) ? key : `Process_${key.replace(/\W/g, '_')}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_${id}" targetNamespace="http://www.flowable.org/processdef">
  <bpmn:process id="${id}" name="${safe(name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" flowable:initiator="applyUser" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${id}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}
