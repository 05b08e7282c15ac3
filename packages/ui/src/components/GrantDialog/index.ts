export { type GrantDialogProps, type GrantSection, GrantDialog } from './GrantDialog';
export { type GrantSelection, grantSelection } from './grantLogic';
