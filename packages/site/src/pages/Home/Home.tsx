import { Button } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Actions, Hero, Highlights } from './Home.styles';

const highlights = ['network', 'warehouse', 'tracking'] as const;

/** The public home page (`/Home`). */
export function Home() {
  const { t } = useTranslation('site');
  return (
    <>
      <Hero>
        <h1>{t('home.title')}</h1>
        <p>{t('home.lead')}</p>
        <Actions>
          <Button asChild variant="primary" size="large">
            <Link to="/order">{t('home.book')}</Link>
          </Button>
          <Button asChild size="large">
            <Link to="/service">{t('home.services')}</Link>
          </Button>
        </Actions>
      </Hero>
      <Highlights aria-labelledby="highlights-title">
        <h2 id="highlights-title">{t('home.highlights')}</h2>
        <ul>
          {highlights.map((key) => (
            <li key={key}>
              <h3>{t(`home.${key}.title`)}</h3>
              <p>{t(`home.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Highlights>
    </>
  );
}
