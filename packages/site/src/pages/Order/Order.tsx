import { Alert, Button } from '@blade-console/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { PageHero } from '../../components/PageHero';
import { RegionSelect } from '../../components/RegionSelect';
import { Container } from '../../components/Section';
import { MOBILE_INPUT, TextField } from '../../components/TextField';
import { browserReads, siteClient } from '../../data/browserReads';
import type { OrderData } from '../../data/loaders';
import {
  emptyOrder,
  localToday,
  ORDER_FIELDS,
  type OrderDraft,
  type OrderField,
  orderPayload,
  orderProblems,
} from '../../forms/orderRules';
import { problemText } from '../../forms/problems';
import { SentPanel } from '../../forms/SentPanel';
import { useSending } from '../../forms/useSending';
import { useSiteForm } from '../../forms/useSiteForm';
import { Done, Form, Part, Submit } from './Order.styles';

/** Keys of dict `goods_type`, in its order. */
const GOODS_TYPES = ['1', '2', '3', '4', '5'] as const;

/** The tracking number in `makeOrder`'s answer (`{ trackingNo }`). */
function trackingOf(answer: unknown): string {
  return answer && typeof answer === 'object' && 'trackingNo' in answer ? String(answer.trackingNo) : '';
}

/**
 * `/order`: a customer books a pick-up. The rules are checked at each field when it is left (and
 * all at once on sending); the server's refusal is shown above the button; a booking that went
 * through shows its tracking number.
 */
export function Order() {
  const { t } = useTranslation('site');
  const { provinces } = useLoaderData() as OrderData;
  // The date rule needs "today" of the visitor's clock, which the server does not know.
  const [today, setToday] = useState('');
  useEffect(() => setToday(localToday()), []);
  const form = useSiteForm<OrderDraft, OrderField>(emptyOrder, (values) =>
    orderProblems(values, today || localToday()),
  );
  const sent = useSending(
    form,
    ORDER_FIELDS,
    async () => trackingOf(await (await siteClient()).order.makeOrder(orderPayload(form.values))),
    'order.failed',
  );
  const { sending, failure, done: trackingNo, submit } = sent;

  const error = (field: OrderField) => problemText(t, form.shown(field));
  const text = (field: OrderField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => ({
    name: field,
    label: t(`order.${field}`),
    value: String(form.values[field]),
    error: error(field),
    onChange: (value: string) => form.set(field, value as never),
    onLeave: () => form.leave(field),
    ...extra,
  });
  /**
   * A place of the order, pickup or delivery: its required region (the two differ only by name)
   * and its street address, each a whole row.
   */
  const place = (side: 'pickup' | 'delivery', autoComplete?: string) => {
    const region = `${side}Region` as const;
    return (
      <>
        <div className="wide">
          <RegionSelect
            id={region}
            legend={t(`order.${region}`)}
            required
            provinces={provinces}
            value={form.values[region]}
            onChange={(value) => form.set(region, value)}
            onLeave={() => form.leave(region)}
            error={error(region)}
            loadChildren={(code) => browserReads.regions(code)}
          />
        </div>
        <div className="wide">
          <TextField {...text(`${side}Address`, { required: true, autoComplete, maxLength: 255 })} />
        </div>
      </>
    );
  };

  if (trackingNo) {
    return (
      <>
        <PageHero title={t('order.title')} />
        <Container>
          <SentPanel frame={Done} page="order" sent={sent}>
            <p className="label">{t('order.trackingLabel')}</p>
            <strong className="tracking" data-testid="tracking-number">
              {trackingNo}
            </strong>
            <p>{t('order.successText')}</p>
          </SentPanel>
        </Container>
      </>
    );
  }

  const problemCount = Object.keys(form.problems).length;
  return (
    <>
      <PageHero title={t('order.title')} lead={t('order.lead')} />
      <Container>
        <Form noValidate onSubmit={submit} aria-describedby={failure ? 'order-failure' : undefined}>
          <Part>
            <legend>{t('order.sender')}</legend>
            <TextField {...text('customerName', { required: true, autoComplete: 'name', maxLength: 64 })} />
            <TextField {...text('customerPhone', { ...MOBILE_INPUT, required: true, autoComplete: 'tel' })} />
            <div className="wide">
              <TextField {...text('company', { autoComplete: 'organization', maxLength: 100 })} />
            </div>
          </Part>
          <Part>
            <legend>{t('order.pickup')}</legend>
            {place('pickup', 'street-address')}
            <TextField {...text('pickupDate', { required: true, type: 'date', min: today || undefined })} />
          </Part>
          <Part>
            <legend>{t('order.delivery')}</legend>
            {place('delivery')}
            <TextField {...text('receiverName', { required: true, maxLength: 64 })} />
            <TextField {...text('receiverPhone', { ...MOBILE_INPUT, required: true })} />
          </Part>
          <Part>
            <legend>{t('order.goods')}</legend>
            <TextField {...text('goodsName', { required: true, maxLength: 100 })} />
            <TextField
              {...text('goodsType', {
                required: true,
                options: GOODS_TYPES.map((key) => ({ value: key, label: t(`goodsType.${key}`) })),
              })}
            />
            <TextField
              {...text('quantity', {
                required: true,
                type: 'number',
                inputMode: 'numeric',
                min: '1',
                step: '1',
              })}
            />
            <TextField
              {...text('weight', {
                required: true,
                type: 'number',
                inputMode: 'decimal',
                min: '0.01',
                step: '0.01',
              })}
            />
            <TextField
              {...text('volume', { type: 'number', inputMode: 'decimal', min: '0', step: '0.01' })}
            />
            <div className="wide">
              <TextField {...text('remark', { multiline: true, maxLength: 500 })} />
            </div>
          </Part>
          {failure ? (
            <Alert type="error" id="order-failure">
              {failure}
            </Alert>
          ) : null}
          <Submit>
            <Button type="submit" variant="primary" size="large" loading={sending}>
              {sending ? t('order.submitting') : t('order.submit')}
            </Button>
            {form.attempted && problemCount > 0 ? (
              <span role="status">{t('order.fixErrors', { count: problemCount })}</span>
            ) : null}
          </Submit>
        </Form>
      </Container>
    </>
  );
}
