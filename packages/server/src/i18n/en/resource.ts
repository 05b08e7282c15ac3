import type { AreaLike } from '@blade-console/blade-schema';
import type { RESOURCE_ZH } from '../zh/resource';

export const RESOURCE_EN = {
  uploadNotMultipart: 'Upload the file as multipart/form-data, in the field named file',
  noUploadedFile: 'No file was uploaded: the multipart field must be named file',
  fileNotFound: 'The file {{name}} does not exist',
  rangeTooLarge: 'The requested range is beyond the end of the file ({{size}} bytes)',
  fileEmpty: 'The file is empty',
  unsupportedType: 'This file type{{ext}} is not allowed. Allowed: {{allowed}}',
  contentMismatch: 'The file content does not match its extension .{{ext}}',
  contentMismatchDetected:
    'The file content does not match its extension .{{ext}} (it is a .{{detected}} file)',
  endpointRequired: 'The endpoint is required',
  endpointInvalid:
    'The endpoint is not a valid address, such as http://127.0.0.1:9000 or oss-cn-hangzhou.aliyuncs.com',
  endpointScheme: 'The endpoint must start with http:// or https://',
  endpointCredentials: 'The endpoint cannot hold a user name or password: put them in accessKey/secretKey',
  bucketRequired: 'The bucket name (bucketName) is required',
  accessKeyRequired: 'accessKey is required',
  secretKeyRequired: 'secretKey is required',
  secretKeyForTest: 'Enter the secretKey (a new setting has no saved key to use)',
  connected: 'Connected: a test object was written to and deleted from the bucket {{bucket}}',
  providerRemoved:
    'The object storage setting {{code}} that holds this file was deleted: restore it and try again',
  storageTimeout:
    'The object storage {{endpoint}} did not answer within {{seconds}} seconds: check the endpoint and the network',
  storageUnreachable: 'Cannot connect to the object storage {{endpoint}} ({{code}}): check the endpoint',
  noSuchBucket:
    'The object storage has no bucket {{bucket}}: create it first, or check the bucket name (bucketName)',
  storageDenied:
    'The object storage refused access ({{code}}): check the accessKey and secretKey and their read and write rights on the bucket {{bucket}}',
  storageFailed: 'The object storage failed ({{code}}): check the object storage settings',
  unknownError: 'unknown error',
  tooManyPhones: 'At most {{limit}} mobile numbers can be sent to at a time',
  smsProviderMissing: 'The SMS setting {{code}} does not exist: add it under SMS settings first',
  smsOutboxed: 'No SMS setting is enabled: the text was kept in the outbox',
  smsSent: 'Sent',
  smsNotSent: 'The text was not sent: {{why}}',
  smsSomeNotSent: '{{count}} texts were not sent, for example {{why}}',
  smsWhy: '{{phone}}: {{reason}} ({{code}})',
  tenantHourLimit: 'Your tenant can send at most {{limit}} texts an hour: try again later',
  phoneMinuteLimit: 'A text was sent to {{phone}} less than a minute ago: try again later',
  phoneHourLimit: '{{phone}} can receive at most {{limit}} texts an hour: try again later',
  gatewayRefused: 'The SMS gateway refused to send it',
  gatewayNoResult: 'The SMS gateway gave no result for this text',
  gatewayTimeout: 'The SMS gateway did not answer within {{seconds}} seconds',
  gatewayUnreachable: 'Cannot connect to the SMS gateway ({{code}})',
  aliTemplate:
    'The template ID {{templateId}} of the SMS setting {{code}} is not an Alibaba Cloud template code, such as SMS_123456789',
  tencentTemplate:
    'The template ID {{templateId}} of the SMS setting {{code}} is not a Tencent Cloud template ID: it must be a number, such as 1234567',
  tencentAppId:
    'The SMS setting {{code}} has no appId: Tencent Cloud SMS needs the SdkAppId of the SMS application, such as 1400000000',
  categoryNotSupported:
    'The category of the SMS setting {{code}} is not supported yet (Alibaba Cloud and Tencent Cloud are): while it is disabled, texts go to the outbox',
  signNameRequired: 'The SMS setting {{code}} has no signature (signName)',
  paramsNotObject: 'The parameter params must be a JSON object as text, such as {"code":"1234"}',
  paramsTooMany: 'The parameter params can have at most {{limit}} variables',
  paramNotText: 'The variable {{name}} of the parameter params must be text or a number',
  paramEmpty: 'The variable {{name}} of the parameter params cannot be empty',
  paramTooLong:
    "The variable {{name}} of the parameter params is longer than {{limit}} characters (the SMS gateway's limit)",
  outboundRefused:
    'The address {{host}}:{{port}} may not be reached: it points to this machine, an internal network or a reserved address (to allow it, add it to BLADE_OUTBOUND_ALLOW)',
} as const satisfies AreaLike<typeof RESOURCE_ZH>;
