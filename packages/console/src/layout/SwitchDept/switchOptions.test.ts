import { describe, expect, it } from 'vitest';
import { deptOptions, initialSwitchValues, roleOptions } from './switchOptions';

describe('switch-department form (SPEC §3, §5)', () => {
  it('labels departments by deptName and roles by roleName, valued by id', () => {
    expect(
      deptOptions([
        { id: '1123598813738675201', deptName: '布雷德' },
        { id: null, deptName: 'x' },
      ]),
    ).toEqual([{ label: '布雷德', value: '1123598813738675201' }]);
    expect(roleOptions([{ id: 7, roleName: '管理员' }])).toEqual([{ label: '管理员', value: '7' }]);
    expect(deptOptions(undefined)).toEqual([]);
  });

  it("starts on the user's current department and role when offered", () => {
    const depts = [
      { label: 'A', value: '1' },
      { label: 'B', value: '2' },
    ];
    const roles = [{ label: 'R', value: '9' }];
    expect(initialSwitchValues({ dept_id: '2,1', role_id: '9' }, depts, roles)).toEqual({
      deptId: '2',
      roleId: '9',
    });
    expect(initialSwitchValues({ dept_id: '5', role_id: '3' }, depts, roles)).toEqual({
      deptId: '',
      roleId: '',
    });
    expect(initialSwitchValues(undefined, depts, roles)).toEqual({ deptId: '', roleId: '' });
  });
});
