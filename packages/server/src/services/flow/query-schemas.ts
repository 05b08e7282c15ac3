import { type TString, Type } from 'typebox';

/**
 * A task, instance, model or record id in a workflow query string. They stay text here and the
 * handler parses them, so an unknown or malformed id is answered in the workflow's own words.
 */
export const flowIdText = () => Type.String({ minLength: 1, maxLength: 32 });

/** `?<name>=<id>` of the workflow routes that act on one task, instance or record. */
export function flowIdQuery<N extends string>(name: N) {
  // The computed key widens to `string`; the record type keeps the literal name for handlers.
  return Type.Object({ [name]: flowIdText() } as Record<N, TString>);
}

/** `?<name>=1,2,3`: the comma-joined ids a remove takes, parsed by the handler. */
export function flowIdsQuery<N extends string>(name: N) {
  return Type.Object({ [name]: Type.String({ minLength: 1, maxLength: 2000 }) } as Record<N, TString>);
}
