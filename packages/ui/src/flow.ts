// `@blade-console/ui/flow`: the BPMN flow chart viewer and editor. A subpath of its own because they
// need bpmn-js, an optional peer dependency that an app without flow charts does not install.
export * from './components/FlowModeler';
export * from './components/FlowViewer';
