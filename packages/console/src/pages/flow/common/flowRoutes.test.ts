import { describe, expect, it } from 'vitest';
import { flowPath, flowRoutesOf, routeOf } from './flowRoutes';

describe('flow routes (SPEC §3: routeKey = code + "_" + dictKey, routeValue = remark)', () => {
  const routes = flowRoutesOf([
    { code: 'flow', dictKey: 1, dictValue: '请假流程', remark: 'leave' },
    { code: 'flow', dictKey: '2', dictValue: '报销流程', remark: '' },
  ]);

  it('maps each category to its form route', () => {
    expect(routes).toEqual({ flow_1: 'leave', flow_2: '' });
    expect(routeOf(routes, 'flow_1')).toBe('leave');
  });

  it('has no route for a category without a remark or an unknown one', () => {
    expect(routeOf(routes, 'flow_2')).toBeUndefined();
    expect(routeOf(routes, 'flow_9')).toBeUndefined();
    expect(routeOf(routes, undefined)).toBeUndefined();
  });

  it('builds the form, handle and detail paths with each id escaped', () => {
    expect(flowPath('leave', 'form', 'Leave:1:7')).toBe('/work/process/leave/form/Leave%3A1%3A7');
    expect(flowPath('leave', 'handle', 't1', 'p1', 'b1')).toBe('/work/process/leave/handle/t1/p1/b1');
    expect(flowPath('leave', 'detail', 'p1', undefined)).toBe('/work/process/leave/detail/p1/');
  });
});
