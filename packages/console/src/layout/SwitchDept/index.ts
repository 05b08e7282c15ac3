export { DeptRoleFields } from './DeptRoleFields';
export { SwitchDept, type SwitchDeptProps } from './SwitchDept';
export {
  deptOptions,
  initialSwitchValues,
  needsSwitchChoice,
  roleOptions,
  type SwitchDeptValues,
  type SwitchUser,
} from './switchOptions';
export { type LoadSwitchChoices, type SwitchChoices, useSwitchChoices } from './useSwitchChoices';
