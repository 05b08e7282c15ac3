import { useBootTranslation } from '@blade-console/ui';
import { website } from '../../config';
import { SocialLinks } from './Login.styles';

/**
 * The third-party sign-ins the site offers (none: nothing). The tenant goes along: the server keeps
 * it with the sign-in's state, and signs in there.
 */
export function SocialSignIn({ tenantId }: { tenantId: string }) {
  const { t } = useBootTranslation('console');
  if (!website.socialSources.length) return null;
  const href = (source: string) =>
    `${website.authUrl}/${encodeURIComponent(source)}?${new URLSearchParams({ tenantId })}`;
  return (
    <SocialLinks aria-label={t('login.social.title')}>
      <span>{t('login.social.title')}</span>
      {website.socialSources.map((source) => (
        <a key={source} href={href(source)}>
          {t(`login.social.sources.${source}`, { defaultValue: source })}
        </a>
      ))}
    </SocialLinks>
  );
}
