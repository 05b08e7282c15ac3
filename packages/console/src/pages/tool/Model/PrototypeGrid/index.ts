export { PrototypeGrid, type PrototypeGridProps } from './PrototypeGrid';
