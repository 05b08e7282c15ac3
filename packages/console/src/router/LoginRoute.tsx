import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SignInNavigation } from '../pages/Login/navigation';
import { SignInPage } from '../pages/Login/SignInPage';

/** The sign-in page inside the console's router: its query and navigation are the router's. */
export function LoginRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<SignInNavigation>(
    () => ({ search, navigate: (to, options) => void navigate(to, options) }),
    [search, navigate],
  );
  return <SignInPage navigation={navigation} />;
}
