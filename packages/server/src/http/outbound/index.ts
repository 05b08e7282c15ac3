export { type OutboundAllowEntry, parseOutboundAllow } from './allow-list';
export { OutboundFormData, type OutboundRequestInit, type OutboundResponse, outboundFetch } from './fetch';
export { allowOutbound, OutboundRefusedError, outboundRefusalIn, resolveAllowed } from './guard';
export { OutboundHttpAgent, OutboundHttpsAgent } from './node-agents';
export { outboundSmtpSocket } from './smtp-socket';
