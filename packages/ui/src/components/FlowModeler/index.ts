// Light code only: bpmn-js is imported dynamically inside FlowModeler when the editor is rendered.
export { emptyDiagram, fieldsOf, propertyUpdate, readProperties } from './elementProperties';
export { FlowModeler, type FlowModelerHandle, type FlowModelerProps } from './FlowModeler';
