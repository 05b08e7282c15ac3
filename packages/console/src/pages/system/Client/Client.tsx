import type { Client as ClientRow } from '@blade-console/blade-client';
import { clientResource } from '@blade-console/blade-schema';
import { useTranslation } from 'react-i18next';
import { FollowedTable } from '../../../crud/FollowedTable';
import { withResourceRules } from '../../../crud/resourceColumns';
import { useResourceTable } from '../../../crud/useResourceTable';
import { client } from '../../../session/client';

/** A comma-joined list as people write one: "a, b, c". */
export const commaSpaced = (value: unknown): string =>
  value == null
    ? ''
    : String(value)
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', ');

const required = (field: string) => [{ required: true, message: `console:client.rules.${field}` }];

/**
 * The page keeps its own columns (the write-only secret, the defaults a new client starts with);
 * lengths and the validities' bounds come from the definition.
 */
export const clientColumns = withResourceRules<ClientRow>(clientResource, [
  { field: 'clientId', label: 'console:client.clientId', searchable: true, rules: required('clientId') },
  {
    field: 'clientSecret',
    label: 'console:client.clientSecret',
    // Secrets are write-only: the server answers the mask in their place, so the table and the
    // detail view have nothing to show, and an edit that keeps the mask (or empties it) keeps the
    // current secret.
    type: 'password',
    hide: { table: true, view: true },
    // A new client needs one; an edit that leaves it empty keeps the current one.
    rules: [{ required: 'add', message: 'console:client.rules.clientSecret' }],
  },
  { field: 'scope', label: 'console:client.scope', defaultValue: 'all', rules: required('scope') },
  {
    field: 'authorizedGrantTypes',
    label: 'console:client.authorizedGrantTypes',
    defaultValue: 'refresh_token,password,authorization_code',
    rules: required('authorizedGrantTypes'),
    // Stored comma-joined without spaces: shown with them, a narrow cell wraps between the types
    // instead of at a comma in the middle of one line ("captcha" / ",authorization_code").
    render: (value) => commaSpaced(value),
  },
  {
    field: 'accessTokenValidity',
    label: 'console:client.accessTokenValidity',
    type: 'number',
    defaultValue: 3600,
    rules: required('accessTokenValidity'),
  },
  {
    field: 'refreshTokenValidity',
    label: 'console:client.refreshTokenValidity',
    type: 'number',
    defaultValue: 604800,
    rules: required('refreshTokenValidity'),
  },
  { field: 'webServerRedirectUri', label: 'console:client.webServerRedirectUri', hide: { table: true } },
  { field: 'resourceIds', label: 'console:client.resourceIds', hide: { table: true } },
  { field: 'authorities', label: 'console:client.authorities', hide: { table: true } },
  { field: 'autoapprove', label: 'console:client.autoapprove', hide: { table: true } },
  {
    field: 'additionalInformation',
    label: 'console:client.additionalInformation',
    type: 'textarea',
    span: 24,
    hide: { table: true },
  },
]);

/** `/system/client`: OAuth clients. */
export default function Client() {
  const { t } = useTranslation('console');
  const crud = useResourceTable(clientResource, client.system.client, 'system.client');
  return (
    <FollowedTable resource={clientResource} columns={clientColumns} {...crud} title={t('client.title')} />
  );
}
