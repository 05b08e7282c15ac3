import { Button } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { signOut, useSession } from '../../session/session';
import { Content, Frame, TopBar, User } from './ConsoleFrame.styles';

/** The signed-in frame around console pages (the full app shell replaces this top bar). */
export function ConsoleFrame() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const { user } = useSession();
  return (
    <Frame>
      <TopBar>
        <strong>{t('title')}</strong>
        <User>
          <span>{user?.nick_name || user?.user_name || user?.account}</span>
          <Button
            size="small"
            onClick={async () => {
              await signOut();
              navigate('/login', { replace: true });
            }}
          >
            {t('frame.logout')}
          </Button>
        </User>
      </TopBar>
      <Content>
        <Outlet />
      </Content>
    </Frame>
  );
}
