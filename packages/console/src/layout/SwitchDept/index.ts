export { DeptRoleFields } from './DeptRoleFields';
export { needsSwitchChoice, type SwitchUser } from './needsSwitchChoice';
export { SwitchDept, type SwitchDeptProps } from './SwitchDept';
export { deptOptions, initialSwitchValues, roleOptions, type SwitchDeptValues } from './switchOptions';
export { type LoadSwitchChoices, type SwitchChoices, useSwitchChoices } from './useSwitchChoices';
