import { parseOutboundAllow } from '../../src/http/outbound';

/**
 * The allow-list of a test whose fakes (S3, SMS, WeChat, SMTP, OAuth) listen on this machine: the
 * outbound guard refuses loopback unless allowed, as an operator allows a MinIO in their network.
 */
export const LOCAL_FAKES = parseOutboundAllow('127.0.0.1');

/** As config for startTestServer/startSignedIn. */
export const LOCAL_FAKES_ALLOWED = { outboundAllow: LOCAL_FAKES };
