import { emptyDiagram, FlowViewer } from '@blade-console/ui/flow';

/**
 * A page with a flow chart, from the `flow` subpath: the app installs bpmn-js (the subpath's
 * optional peer) and loads this page on demand, so the rest of the app never carries bpmn-js.
 */
export default function FlowPage() {
  return <FlowViewer xml={emptyDiagram('parcel-route', 'Parcel route')} height={320} />;
}
