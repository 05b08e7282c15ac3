/**
 * Third-party sign-in providers (BladeX's JustAuth-style `social.oauth.<SOURCE>` settings), read from
 * `BLADE_SOCIAL_PROVIDERS`: a JSON object keyed by source. Known sources (github, gitee) need only
 * their client id, secret and redirect address; any other OAuth2 provider also names its three
 * addresses. The source `sso` is the single sign-on server of the `authorization_code` grant.
 *
 *   {"github": {"clientId": "…", "clientSecret": "…",
 *               "redirectUri": "https://console.example.com/login?source=github"}}
 */
export interface SocialProvider {
  source: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** Where the provider sends the browser back: the console's /login, which finishes the grant. */
  redirectUri: string;
  scope: string;
  /** The fields of the user-info answer holding the provider's id of the person and their login name. */
  idField: string;
  nameField: string;
  /**
   * Whether a person with no binding yet is matched to the user whose account equals their login
   * name (and bound). Meant for an SSO server sharing the accounts; default true for `sso` only.
   */
  linkByAccount: boolean;
}

/** The single sign-on provider's source (the `authorization_code` grant). */
export const SSO_SOURCE = 'sso';

type Preset = Pick<
  SocialProvider,
  'authorizeUrl' | 'tokenUrl' | 'userInfoUrl' | 'scope' | 'idField' | 'nameField'
>;

const PRESETS: Record<string, Preset> = {
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userInfoUrl: 'https://api.github.com/user',
    scope: 'read:user',
    idField: 'id',
    nameField: 'login',
  },
  gitee: {
    authorizeUrl: 'https://gitee.com/oauth/authorize',
    tokenUrl: 'https://gitee.com/oauth/token',
    userInfoUrl: 'https://gitee.com/api/v5/user',
    scope: 'user_info',
    idField: 'id',
    nameField: 'login',
  },
};

const REQUIRED = [
  'clientId',
  'clientSecret',
  'redirectUri',
  'authorizeUrl',
  'tokenUrl',
  'userInfoUrl',
] as const;

/** Parses `BLADE_SOCIAL_PROVIDERS`; throws a start-up error naming the source and field (never a secret). */
export function parseSocialProviders(text: string | undefined): Record<string, SocialProvider> {
  if (!text?.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('BLADE_SOCIAL_PROVIDERS must be a JSON object keyed by source (its value is not shown)');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('BLADE_SOCIAL_PROVIDERS must be a JSON object keyed by source, e.g. {"github": {…}}');
  }
  const providers: Record<string, SocialProvider> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const source = key.toLowerCase();
    if (!/^[a-z0-9_-]{1,32}$/.test(source)) {
      throw new Error(`BLADE_SOCIAL_PROVIDERS: source "${key}" must be 1–32 letters, digits, _ or -`);
    }
    const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string).trim() : undefined);
    const preset = PRESETS[source];
    const merged = {
      clientId: text('clientId'),
      clientSecret: text('clientSecret'),
      redirectUri: text('redirectUri'),
      authorizeUrl: text('authorizeUrl') ?? preset?.authorizeUrl,
      tokenUrl: text('tokenUrl') ?? preset?.tokenUrl,
      userInfoUrl: text('userInfoUrl') ?? preset?.userInfoUrl,
    };
    for (const field of REQUIRED) {
      if (!merged[field]) throw new Error(`BLADE_SOCIAL_PROVIDERS.${source}.${field} is required`);
    }
    for (const field of ['authorizeUrl', 'tokenUrl', 'userInfoUrl', 'redirectUri'] as const) {
      if (!/^https?:\/\//.test(merged[field]!)) {
        throw new Error(`BLADE_SOCIAL_PROVIDERS.${source}.${field} must be an http(s) address`);
      }
    }
    providers[source] = {
      source,
      ...(merged as Record<(typeof REQUIRED)[number], string>),
      scope: text('scope') ?? preset?.scope ?? '',
      idField: text('idField') ?? preset?.idField ?? 'id',
      nameField: text('nameField') ?? preset?.nameField ?? 'username',
      linkByAccount: typeof raw.linkByAccount === 'boolean' ? raw.linkByAccount : source === SSO_SOURCE,
    };
  }
  return providers;
}
