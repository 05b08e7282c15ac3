export { Tooltip, type TooltipProps, TooltipProvider } from './Tooltip';
