export { SwitchDept, type SwitchDeptProps } from './SwitchDept';
export { deptOptions, initialSwitchValues, roleOptions, type SwitchDeptValues } from './switchOptions';
