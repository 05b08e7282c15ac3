import { IframePage } from '@blade-console/ui';
import { useSearchParams } from 'react-router-dom';
import { website } from '../../config';
import { frameSource } from '../../menu/routing';
import { client } from '../../session/client';

/**
 * `/myiframe/{routerPath}`: an external page inside the console. The address comes from `src`, the
 * title from `name` (SPEC §2 "A query 'src' or 'name' overrides the address or the label"); the
 * ui component refuses anything but http(s).
 */
export function Frame() {
  const [query] = useSearchParams();
  const src = frameSource(query.get('src') ?? '', client.session.getToken(), website.tokenFrameOrigins);
  return <IframePage src={src} title={query.get('name') ?? ''} />;
}
