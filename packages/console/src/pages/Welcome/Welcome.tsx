import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';

/** The first tab (`/wel/index`): greets the signed-in user. */
export function Welcome() {
  const { t } = useTranslation('console');
  const { user } = useSession();
  return (
    <section>
      <h1>{t('wel.greeting', { name: user?.nick_name || user?.user_name || user?.account || '' })}</h1>
      <p>{t('wel.lead')}</p>
    </section>
  );
}
