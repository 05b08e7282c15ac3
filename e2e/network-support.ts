/**
 * Playwright's `networkidle` for a console page (its event stream left out): one implementation
 * for the e2e tests and the benches, in scripts/browser/network-settle.mjs.
 */
export { isEventStream, trackRequests } from '../scripts/browser/network-settle.mjs';
