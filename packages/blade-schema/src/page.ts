/**
 * A paged list (blade-api.md §3), as the server answers it and the SDK, the mocks and the console's
 * tables read it. Real backends may add MyBatis-Plus keys; they are ignored.
 */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}
