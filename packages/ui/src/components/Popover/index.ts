export { Popover, PopoverClose, type PopoverProps } from './Popover';
