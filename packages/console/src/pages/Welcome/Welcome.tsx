import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { Dashboard } from '../Dashboard';

/** The first tab (`/wel/index`, labelled home): the dashboard, greeting the signed-in user. */
export function Welcome() {
  const { t } = useTranslation('console');
  const { user } = useSession();
  return (
    <Dashboard
      heading={t('wel.greeting', { name: user?.nick_name || user?.user_name || user?.account || '' })}
      lead={t('wel.lead')}
    />
  );
}
