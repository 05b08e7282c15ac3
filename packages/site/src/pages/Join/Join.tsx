import { Alert, Button } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/PageHero';
import { Container } from '../../components/Section';
import { MOBILE_INPUT, TextField } from '../../components/TextField';
import { siteClient } from '../../data/browserReads';
import {
  emptyJoin,
  JOIN_FIELDS,
  type JoinDraft,
  type JoinField,
  joinPayload,
  joinProblems,
} from '../../forms/joinRules';
import { problemText } from '../../forms/problems';
import { SentPanel } from '../../forms/SentPanel';
import { useSending } from '../../forms/useSending';
import { useSiteForm } from '../../forms/useSiteForm';
import { Done, Form } from './Join.styles';

/** Keys of dict `cooperation_type`, in its order. */
const COOPERATION_TYPES = ['1', '2', '3', '4'] as const;

/**
 * `/product`, join us: a visitor leaves a message (partnership, a job, feedback) for the console's
 * inbox. What they write is sent as text and never shown back as HTML.
 */
export function Join() {
  const { t } = useTranslation('site');
  const form = useSiteForm<JoinDraft, JoinField>(emptyJoin, joinProblems);
  const sent = useSending(
    form,
    JOIN_FIELDS,
    async () => {
      const client = await siteClient();
      await client.cooperation.cooperationMessage.addMessage(joinPayload(form.values));
      return true;
    },
    'join.failed',
  );
  const { sending, failure, done, submit } = sent;

  const field = (name: JoinField, extra: Record<string, unknown> = {}) => ({
    name,
    label: t(`join.${name}`),
    value: form.values[name],
    error: problemText(t, form.shown(name)),
    onChange: (value: string) => form.set(name, value),
    onLeave: () => form.leave(name),
    ...extra,
  });

  return (
    <>
      <PageHero title={t('join.title')} lead={t('join.lead')} />
      <Container>
        {done ? (
          <SentPanel frame={Done} page="join" sent={sent}>
            <p>{t('join.successText')}</p>
          </SentPanel>
        ) : (
          <Form noValidate onSubmit={submit}>
            <TextField {...field('name', { required: true, autoComplete: 'name', maxLength: 32 })} />
            <TextField
              {...field('type', {
                required: true,
                options: COOPERATION_TYPES.map((key) => ({ value: key, label: t(`cooperationType.${key}`) })),
              })}
            />
            <TextField {...field('phone', { ...MOBILE_INPUT, required: true, autoComplete: 'tel' })} />
            <TextField {...field('email', { type: 'email', autoComplete: 'email', maxLength: 128 })} />
            <div className="wide">
              <TextField {...field('company', { autoComplete: 'organization', maxLength: 100 })} />
            </div>
            <div className="wide">
              <TextField {...field('content', { required: true, multiline: true, maxLength: 2000 })} />
            </div>
            {failure ? (
              <div className="wide">
                <Alert type="error">{failure}</Alert>
              </div>
            ) : null}
            <div className="wide">
              <Button type="submit" variant="primary" size="large" loading={sending}>
                {sending ? t('join.submitting') : t('join.submit')}
              </Button>
            </div>
          </Form>
        )}
      </Container>
    </>
  );
}
