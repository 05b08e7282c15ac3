import { Suspense, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Login } from '../pages/Login';
import { type SignInNavigation, SignInNavigationProvider } from '../pages/Login/navigation';

/** The sign-in page inside the console's router: its query and navigation are the router's. */
export function LoginRoute() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const navigation = useMemo<SignInNavigation>(
    () => ({ search, navigate: (to, options) => void navigate(to, options) }),
    [search, navigate],
  );
  return (
    <SignInNavigationProvider value={navigation}>
      {/* Its lazy forms (phone, department and role) suspend up to here. */}
      <Suspense fallback={null}>
        <Login />
      </Suspense>
    </SignInNavigationProvider>
  );
}
