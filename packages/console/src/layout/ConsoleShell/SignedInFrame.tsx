import { Activity } from 'react';
import { useMatch, useOutlet } from 'react-router-dom';
import { website } from '../../config';
import { DataProvider } from '../../data/DataProvider';
import { useSession } from '../../session/session';
import { setShownPage } from '../../stores/keptPages';
import { ConsoleShell } from './ConsoleShell';

/**
 * What the signed-in routes render: the shell inside the data layer. It loads with the frame's lazy
 * route, so SWR stays out of what /login and the website load.
 *
 * The lock page is one of the frame's routes. While the session is locked (or the lock page is
 * shown) the whole shell stays mounted under a hidden `<Activity>`: nothing of it is displayed,
 * focusable or read out, its effects are paused so no page polls or sends a request (the token
 * refresh runs above, in the guard), and after the unlock every tab is as it was left — a
 * half-filled form included. The lock screen is drawn alone beside it.
 */
export function SignedInFrame() {
  const { isLocked } = useSession();
  const onLockPage = useMatch(website.lockPage) !== null;
  const outlet = useOutlet();
  const locked = isLocked || onLockPage;
  // React hides the shell now and renders it again only later, at a lower priority, so the kept
  // pages learn here, before their effects are cleaned up, that none of them is on screen: hiding
  // a page must not be taken for closing it (which would forget its unsaved input).
  if (locked) setShownPage(null);
  return (
    <>
      <DataProvider>
        <Activity mode={locked ? 'hidden' : 'visible'}>
          <ConsoleShell locked={locked} />
        </Activity>
      </DataProvider>
      {onLockPage ? outlet : null}
    </>
  );
}
