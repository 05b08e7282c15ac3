import type { SiteContact } from '@blade-console/blade-client/types';
import { useTranslation } from 'react-i18next';
import { Card, Grid } from './ContactList.styles';

/** Ways to reach the group: phone and e-mail as links a phone can act on. */
export function ContactList({ contacts }: { contacts: SiteContact[] }) {
  const { t } = useTranslation('site');
  if (contacts.length === 0) return <p>{t('contact.empty')}</p>;
  return (
    <Grid>
      {contacts.map((contact) => (
        <Card key={contact.id}>
          <p className="type">{t(`contact.type.${contact.type}`, { defaultValue: '' })}</p>
          <h3>{contact.name}</h3>
          <dl>
            {contact.phone ? (
              <>
                <dt>{t('contact.phone')}</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
                </dd>
              </>
            ) : null}
            {contact.email ? (
              <>
                <dt>{t('contact.email')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </>
            ) : null}
            {contact.address ? (
              <>
                <dt>{t('contact.address')}</dt>
                <dd>{contact.address}</dd>
              </>
            ) : null}
            {contact.workHours ? (
              <>
                <dt>{t('contact.hours')}</dt>
                <dd>{contact.workHours}</dd>
              </>
            ) : null}
          </dl>
        </Card>
      ))}
    </Grid>
  );
}
