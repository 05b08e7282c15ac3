/**
 * A moddle descriptor for the Flowable namespace (`xmlns:flowable="http://flowable.org/bpmn"`), the
 * attributes a model drawn for BladeX carries (`flowable:assignee="${...}"` …). One descriptor for
 * both sides: the console's modeler writes these attributes, so a model drawn there deploys on
 * BladeX unchanged and one drawn for BladeX opens with its values; the server's engine reads them.
 * Written by hand: npm has no maintained Flowable descriptor (camunda-bpmn-moddle covers only the
 * Camunda namespace), and without it bpmn-moddle would keep the attributes as untyped `$attrs` and
 * drop them when the engine serialises a model.
 */
export const flowableModdle = {
  name: 'Flowable',
  uri: 'http://flowable.org/bpmn',
  prefix: 'flowable',
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'Assignable',
      extends: ['bpmn:UserTask'],
      isAbstract: true,
      properties: [
        { name: 'assignee', isAttr: true, type: 'String' },
        { name: 'candidateUsers', isAttr: true, type: 'String' },
        { name: 'candidateGroups', isAttr: true, type: 'String' },
        { name: 'dueDate', isAttr: true, type: 'String' },
        { name: 'priority', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'FormSupported',
      extends: ['bpmn:StartEvent', 'bpmn:UserTask'],
      isAbstract: true,
      properties: [{ name: 'formKey', isAttr: true, type: 'String' }],
    },
    {
      name: 'Initiator',
      extends: ['bpmn:StartEvent'],
      isAbstract: true,
      properties: [{ name: 'initiator', isAttr: true, type: 'String' }],
    },
  ],
  enumerations: [],
} as const;
