// biome-ignore-all lint/suspicious/noTemplateCurlyInString: BPMN expressions (${...}) are the data under test.
import { describe, expect, it } from 'vitest';
import { emptyDiagram, fieldsOf, propertyUpdate, readProperties } from './elementProperties';

const element = (type: string, attrs: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  id: 'X',
  type,
  businessObject: { $type: type, id: 'X', name: 'n', ...extra, get: (key: string) => attrs[key] },
});

describe('the properties panel model', () => {
  it('shows the engine’s fields per element type', () => {
    expect(fieldsOf('bpmn:UserTask')).toEqual(['assignee', 'candidateUsers', 'candidateGroups', 'formKey']);
    expect(fieldsOf('bpmn:SequenceFlow')).toEqual(['condition']);
    expect(fieldsOf('bpmn:EndEvent')).toEqual([]);
  });

  it('reads Flowable attributes and the condition body', () => {
    expect(readProperties(element('bpmn:UserTask', { 'flowable:candidateGroups': 'hr' }))).toEqual({
      name: 'n',
      assignee: '',
      candidateUsers: '',
      candidateGroups: 'hr',
      formKey: '',
    });
    expect(
      readProperties(element('bpmn:SequenceFlow', {}, { conditionExpression: { body: '${days > 3}' } })),
    ).toEqual({ name: 'n', condition: '${days > 3}' });
  });

  it('writes Flowable attributes; empty text removes them', () => {
    const expr = (body: string) => ({ body });
    expect(propertyUpdate('assignee', '${applyUser}', expr)).toEqual({ 'flowable:assignee': '${applyUser}' });
    expect(propertyUpdate('candidateGroups', '  ', expr)).toEqual({ 'flowable:candidateGroups': undefined });
    expect(propertyUpdate('condition', '${pass}', expr)).toEqual({
      conditionExpression: { body: '${pass}' },
    });
    expect(propertyUpdate('condition', '', expr)).toEqual({ conditionExpression: undefined });
  });

  it('starts a new model keyed by the model key, escaping the name', () => {
    const xml = emptyDiagram('Trip', 'A & "B"');
    expect(xml).toContain('<bpmn:process id="Trip" name="A &amp; &quot;B&quot;" isExecutable="true">');
    expect(emptyDiagram('9 bad key', 'x')).toContain('id="Process_9_bad_key"');
  });
});
