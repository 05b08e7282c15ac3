export { GrantDialog, type GrantDialogProps, type GrantSection } from './GrantDialog';
export { type GrantSelection, grantSelection } from './grantLogic';
