/**
 * What a write-only secret (an OAuth client's secret, a storage or SMS provider's key) looks like on
 * the wire: never the secret itself, yet not empty, so a front end whose form requires the field
 * (BladeX 4.x's Saber) can still edit the row. A submit that sends the mask back keeps the stored
 * secret. One constant for the server, the SDK's mocks and the console.
 */
export const SECRET_MASK = '******';
