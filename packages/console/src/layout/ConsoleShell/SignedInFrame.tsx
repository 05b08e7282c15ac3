import { DataProvider } from '../../data/DataProvider';
import { ConsoleShell } from './ConsoleShell';

/**
 * What the signed-in routes render: the shell inside the data layer. It loads with the frame's lazy
 * route, so SWR stays out of what /login and the website load.
 */
export function SignedInFrame() {
  return (
    <DataProvider>
      <ConsoleShell />
    </DataProvider>
  );
}
