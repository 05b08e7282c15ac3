import { Suspense } from 'react';
import { Login } from './Login';
import { type SignInNavigation, SignInNavigationProvider } from './navigation';

/** The sign-in page with the navigation of where it runs (the console's router, or the light boot). */
export function SignInPage({ navigation }: { navigation: SignInNavigation }) {
  return (
    <SignInNavigationProvider value={navigation}>
      {/* Its lazy forms (phone, department and role) suspend up to here. */}
      <Suspense fallback={null}>
        <Login />
      </Suspense>
    </SignInNavigationProvider>
  );
}
