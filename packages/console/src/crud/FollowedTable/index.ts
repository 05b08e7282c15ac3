export { FollowedTable, type FollowedTableProps } from './FollowedTable';
