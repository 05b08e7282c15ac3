import type { SiteService } from '@blade-console/blade-client/types';
import { safeImage } from '../../utils/safeUrl';
import { Card, Grid } from './ServiceCards.styles';

/** The services as cards: icon, name (an `<h3>`) and summary. */
export function ServiceCards({ services }: { services: SiteService[] }) {
  return (
    <Grid>
      {services.map((service) => {
        const icon = safeImage(service.icon);
        return (
          <Card key={service.id}>
            {icon ? <img src={icon} alt="" width={56} height={56} loading="lazy" /> : null}
            <h3>{service.name}</h3>
            <p>{service.summary}</p>
          </Card>
        );
      })}
    </Grid>
  );
}
