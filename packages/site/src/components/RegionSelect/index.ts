export { RegionSelect, type RegionSelectProps } from './RegionSelect';
