export { ENABLED_STATUS, ProviderStatus } from './ProviderStatus';
