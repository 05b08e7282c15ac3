import type { SiteHome } from '@blade-console/blade-client/types';
import { Button } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { Carousel } from '../../components/Carousel';
import { ContactList } from '../../components/ContactList';
import { NewsCards } from '../../components/NewsCards';
import { Container, Section } from '../../components/Section';
import { ServiceCards } from '../../components/ServiceCards';
import { Timeline } from '../../components/Timeline';
import { Actions, Hero } from './Home.styles';

/** The public home page (`/Home`): slides, services, latest news, development path, contacts. */
export function Home() {
  const { t } = useTranslation('site');
  const home = useLoaderData() as SiteHome;
  return (
    <>
      <Hero>
        <Container>
          <h1>
            <span className="eyebrow">{t('brand')}</span> {t('home.heroTitle')}
          </h1>
          <p className="lead">{t('home.heroLead')}</p>
          <Actions>
            <Button asChild variant="primary" size="large">
              <Link to="/order">{t('home.book')}</Link>
            </Button>
            <Button asChild size="large">
              <Link to="/service">{t('home.allServices')}</Link>
            </Button>
          </Actions>
          <Carousel slides={home.slides} />
        </Container>
      </Hero>
      <Section
        id="home-services"
        title={t('home.servicesTitle')}
        action={{ to: '/service', label: t('home.allServices') }}
      >
        <ServiceCards services={home.services} />
      </Section>
      {home.news.length ? (
        <Section
          id="home-news"
          title={t('home.newsTitle')}
          action={{ to: '/news', label: t('home.moreNews') }}
        >
          <NewsCards news={home.news} />
        </Section>
      ) : null}
      <Section
        id="home-path"
        title={t('home.pathTitle')}
        action={{ to: '/goin', label: t('home.moreAbout') }}
      >
        <Timeline milestones={home.milestones} />
      </Section>
      <Section id="home-contacts" title={t('home.contactsTitle')}>
        <ContactList contacts={home.contacts} />
      </Section>
    </>
  );
}
