export { MOCK_SMS_CODE } from './auth';
export { type CreateHandlersOptions, createHandlers } from './handlers';
export { buildForest, filterRows, type MockRow, paginate, toTree } from './respond';
export { ADMIN_ID, ADMIN_ROLE_ID, createSeed, ROOT_DEPT_ID, USER_ROLE_ID } from './seed';
export { createMockStore, type MockStore, type MockStoreOptions } from './store';
export { adminTokenResponse } from './tokens';
