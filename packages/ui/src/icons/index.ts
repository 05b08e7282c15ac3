// The library's icons: lucide's drawings (generated into ./lucide from lucide-react, a
// devDependency only) drawn by ./icon. Components import them from here, never from lucide-react.
export * from './icon';
export * from './lucide';
