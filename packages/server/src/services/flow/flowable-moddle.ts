/**
 * A moddle descriptor for the Flowable namespace (`xmlns:flowable="http://flowable.org/bpmn"`), the
 * attributes a model drawn for BladeX carries. No maintained package ships one (camunda-bpmn-moddle
 * covers only Camunda's namespace), so the few attributes the engine reads are declared here; without
 * it bpmn-moddle would keep them as untyped `$attrs` and drop them when the engine serialises a model.
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
