import { describe, expect, it } from 'vitest';
import { leaveHistory, visit } from './fixtures/histories';
import { markerClass, markHistory } from './markHistory';

describe('markHistory', () => {
  it('sorts a leave process history into finished nodes, running nodes and taken flows', () => {
    const marks = markHistory(leaveHistory);
    expect(marks).toEqual({
      finished: ['StartEvent_Leave', 'Task_Apply'],
      running: ['Task_DeptManager'],
      flows: ['Flow_1', 'Flow_2'],
    });
  });

  it('leaves candidate nodes unmarked', () => {
    const marks = markHistory([
      visit('Task_Hr', 'candidate'),
      visit('Task_Hr2', 'candidate', '2024-01-01 00:00:00'),
    ]);
    expect(marks).toEqual({ finished: [], running: [], flows: [] });
  });

  it('treats a missing, null or blank end time as running', () => {
    const marks = markHistory([
      visit('A', 'userTask'),
      visit('B', 'userTask', null),
      visit('C', 'userTask', '  '),
    ]);
    expect(marks.running).toEqual(['A', 'B', 'C']);
    expect(marks.finished).toEqual([]);
  });

  it('marks every sequence flow in the history as a flow, with or without an end time', () => {
    const marks = markHistory([
      visit('Flow_a', 'sequenceFlow', '2024-01-01 00:00:00'),
      visit('Flow_b', 'sequenceFlow'),
    ]);
    expect(marks).toEqual({ finished: [], running: [], flows: ['Flow_a', 'Flow_b'] });
  });

  it('lists an element once and keeps it running when a later visit is still open (loops)', () => {
    const marks = markHistory([
      visit('Task_Review', 'userTask', '2024-01-01 10:00:00'),
      visit('Flow_back', 'sequenceFlow', '2024-01-01 10:00:00'),
      visit('Flow_back', 'sequenceFlow', '2024-01-01 11:00:00'),
      visit('Task_Review', 'userTask', null),
      visit('Task_Done', 'userTask', '2024-01-01 09:00:00'),
      visit('Task_Done', 'userTask', '2024-01-01 09:30:00'),
    ]);
    expect(marks).toEqual({ finished: ['Task_Done'], running: ['Task_Review'], flows: ['Flow_back'] });
  });

  it('marks parallel branches independently: gateways, one finished and one running branch', () => {
    const marks = markHistory([
      visit('Gateway_Fork', 'parallelGateway', '2024-01-01 00:00:00'),
      visit('Flow_ToPick', 'sequenceFlow', '2024-01-01 00:00:00'),
      visit('Flow_ToInvoice', 'sequenceFlow', '2024-01-01 00:00:00'),
      visit('Task_Pick', 'userTask', '2024-01-01 01:00:00'),
      visit('Task_Invoice', 'userTask'),
    ]);
    expect(marks.finished).toEqual(['Gateway_Fork', 'Task_Pick']);
    expect(marks.running).toEqual(['Task_Invoice']);
    expect(marks.flows).toEqual(['Flow_ToPick', 'Flow_ToInvoice']);
  });

  it('ignores entries without an id and accepts no history at all', () => {
    for (const history of [[visit('', 'userTask'), visit('  ', 'sequenceFlow')], undefined, null, []]) {
      expect(markHistory(history)).toEqual({ finished: [], running: [], flows: [] });
    }
  });

  it('tolerates extra fields from the API and does not mutate its input', () => {
    const history = Object.freeze([
      Object.freeze({
        ...visit('Task_A', 'userTask', '2024-01-01'),
        assigneeName: '管理员',
        comment: '同意',
      }),
    ]);
    expect(markHistory(history).finished).toEqual(['Task_A']);
  });

  it('has one distinct CSS marker class per kind', () => {
    expect(new Set(Object.values(markerClass)).size).toBe(3);
  });
});
