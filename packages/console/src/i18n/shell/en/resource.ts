import type { resource as zh } from '../zh/resource';

/** 资源管理: object storage, SMS, attachments, English. */
export const resource: typeof zh = {
  resource: {
    status: 'Enabled',
    statusOn: 'On',
    statusOff: 'Off',
    enable: 'Enable',
    enabled: 'Enabled',
    done: 'Done',
    // Short: on a 360 px phone it stands beside 更多 and the table's tools, on one line, with its icon.
    upload: 'Upload',
    uploaded: 'Uploaded',
    send: 'Send a message',
    sendTitle: 'Send a message',
    sendCode: 'Code',
    phones: 'Phones',
    phonesHint: 'Separate numbers with commas',
    smsParams: 'Parameters',
    smsParamsHint: 'JSON, e.g. {"code":"1234"}',
    sent: 'Sent',
    testConnection: 'Test connection',
    connected: 'Connected: a test object was written to and deleted from bucket {{bucket}}',
    results: 'Results',
    resultPhone: 'Phone',
    resultStatus: 'Result',
    resultMessage: 'Details',
    resultStatuses: {
      outbox: 'Kept in the outbox',
      sent: 'Sent',
      refused: 'Refused',
      failed: 'No answer',
    },
    rules: {
      required: 'Enter {{label, inSentence}}',
      code: 'Enter code',
      params: 'The parameters must be a JSON object',
    },
  },
};
