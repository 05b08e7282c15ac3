export { RegionSelect, regionBranch } from './RegionSelect';
