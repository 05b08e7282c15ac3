export { NewRowsBar, type NewRowsBarProps } from './NewRowsBar';
export { useLiveRows } from './useLiveRows';
