import { IframePage } from '@blade-console/ui';
import { useSearchParams } from 'react-router-dom';

/**
 * `/myiframe/{routerPath}`: an external page inside the console. The address comes from `src`, the
 * title from `name` (SPEC §2 "A query 'src' or 'name' overrides the address or the label"); the
 * ui component refuses anything but http(s).
 */
export function Frame() {
  const [query] = useSearchParams();
  return <IframePage src={query.get('src') ?? ''} title={query.get('name') ?? ''} />;
}
