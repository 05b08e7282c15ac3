import type { SiteService } from '@blade-console/blade-client/types';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { PageHero } from '../../components/PageHero';
import { RichText } from '../../components/RichText';
import { Container } from '../../components/Section';
import { safeImage } from '../../utils/safeUrl';
import { Item, List } from './Service.styles';

/** `/service`: every service with its summary and details, each with a way to book it. */
export function Service() {
  const { t } = useTranslation('site');
  const services = useLoaderData() as SiteService[];
  return (
    <>
      <PageHero title={t('service.title')} lead={t('service.lead')} />
      <Container>
        {services.length === 0 ? <p>{t('service.empty')}</p> : null}
        <List>
          {services.map((service) => {
            const icon = safeImage(service.icon);
            return (
              <Item key={service.id} aria-labelledby={`service-${service.id}`}>
                {icon ? <img src={icon} alt="" width={80} height={80} /> : <span />}
                <div>
                  <h2 id={`service-${service.id}`}>{service.name}</h2>
                  <p className="summary">{service.summary}</p>
                  {service.content ? <RichText html={service.content} /> : null}
                  <Link className="book" to="/order">
                    {t('service.book')}
                  </Link>
                </div>
              </Item>
            );
          })}
        </List>
      </Container>
    </>
  );
}
