export { FollowedTable, type FollowedTableProps } from './FollowedTable';
export { type FollowedTableOptions, useFollowedTable } from './useFollowedTable';
