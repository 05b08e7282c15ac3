export { RegionSelect, regionBranch, regionControl } from './RegionSelect';
