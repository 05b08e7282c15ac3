import type { SmsSendReport } from '@blade-console/blade-client';
import {
  Dialog,
  DialogActions,
  type DialogOpenProps,
  Form,
  FormItem,
  Input,
  message,
  Textarea,
  useForm,
} from '@blade-console/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../session/client';
import { phoneMessage } from '../../../validators/phone';
import { reportOfError, SendResults } from './SendResults';

interface SendValues {
  code: string;
  phones: string;
  params: string;
}

/** `sms/endpoint/send-message`: the configuration's code, comma-joined phones and JSON params. */
export function SendMessageDialog({ code, ...dialog }: DialogOpenProps & { code?: string }) {
  const { t } = useTranslation('console');
  const form = useForm<SendValues>({
    mode: 'onTouched',
    values: { code: code ?? '', phones: '', params: '' },
  });
  const [sending, setSending] = useState(false);
  // Each phone's result of the last send, shown until the dialog closes or sends again.
  const [report, setReport] = useState<SmsSendReport>();
  useEffect(() => {
    if (!dialog.open) setReport(undefined);
  }, [dialog.open]);

  async function send(values: SendValues) {
    setSending(true);
    setReport(undefined);
    try {
      const sent = await client.resource.sms.sendMessage({
        code: values.code.trim(),
        phones: values.phones
          .split(',')
          .map((phone) => phone.trim())
          .filter(Boolean)
          .join(','),
        params: values.params.trim() || undefined,
      });
      message.success(t('resource.sent'));
      setReport(sent);
    } catch (error) {
      // The SDK's error toast has said why; the dialog keeps the input and shows each phone's result.
      setReport(reportOfError(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      {...dialog}
      title={t('resource.sendTitle')}
      footer={
        <DialogActions
          confirm={t('resource.send')}
          loading={sending}
          onConfirm={() => void form.handleSubmit(send)()}
        />
      }
    >
      <Form form={form} onSubmit={send}>
        <FormItem name="code" label={t('resource.sendCode')} required={t('resource.rules.code')}>
          <Input />
        </FormItem>
        <FormItem
          name="phones"
          label={t('resource.phones')}
          message={t('resource.phonesHint')}
          rules={{
            validate: (value: string) => {
              const messages = (value ?? '').split(',').map((phone) => phoneMessage(phone, t));
              return messages.find(Boolean) ?? true;
            },
          }}
        >
          <Input inputMode="tel" />
        </FormItem>
        <FormItem
          name="params"
          label={t('resource.smsParams')}
          message={t('resource.smsParamsHint')}
          rules={{
            validate: (value: string) => {
              if (!value?.trim()) return true;
              try {
                const parsed: unknown = JSON.parse(value);
                return (
                  (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) ||
                  t('resource.rules.params')
                );
              } catch {
                return t('resource.rules.params');
              }
            },
          }}
        >
          <Textarea rows={3} />
        </FormItem>
      </Form>
      {report ? <SendResults report={report} /> : null}
    </Dialog>
  );
}
