import type { SiteAbout } from '@blade-console/blade-client/types';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { ContactList } from '../../components/ContactList';
import { PageHero } from '../../components/PageHero';
import { Section } from '../../components/Section';
import { Timeline } from '../../components/Timeline';
import { dayOf, safeImage } from '../../utils/safeUrl';
import { Activities, Activity } from './About.styles';

/** `/goin`, about us: the development path as a timeline, employee activities, contacts. */
export function About() {
  const { t } = useTranslation('site');
  const about = useLoaderData() as SiteAbout;
  return (
    <>
      <PageHero title={t('about.title')} lead={t('about.lead')} />
      <Section id="about-path" title={t('about.pathTitle')}>
        <Timeline milestones={about.milestones} />
      </Section>
      <Section id="about-activities" title={t('about.activitiesTitle')}>
        {about.activities.length === 0 ? <p>{t('about.noActivities')}</p> : null}
        <Activities>
          {about.activities.map((activity) => {
            const cover = safeImage(activity.cover);
            return (
              <Activity key={activity.id}>
                {cover ? (
                  <img src={cover} alt="" width={1200} height={630} loading="lazy" decoding="async" />
                ) : null}
                <div>
                  <h3>{activity.title}</h3>
                  <p className="meta">
                    <time dateTime={dayOf(activity.activityDate)}>{dayOf(activity.activityDate)}</time>
                    {activity.location ? ` · ${activity.location}` : ''}
                  </p>
                  {activity.summary ? <p className="summary">{activity.summary}</p> : null}
                </div>
              </Activity>
            );
          })}
        </Activities>
      </Section>
      <Section id="about-contacts" title={t('about.contactsTitle')}>
        <ContactList contacts={about.contacts} />
      </Section>
    </>
  );
}
