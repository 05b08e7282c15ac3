export { DEFAULT_IFRAME_SANDBOX, IframePage, type IframePageProps } from './IframePage';
export { isSafeFrameUrl } from './isSafeFrameUrl';
