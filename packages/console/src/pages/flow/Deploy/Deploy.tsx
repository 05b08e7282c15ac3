import { Button, Form, FormItem, message, Select, useBusy, useForm } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { client } from '../../../session/client';
import { Actions, Card, FileList, Lead, Title } from '../common/FlowPage.styles';
import { useFlowDictionary } from '../common/flowRoutes';
import { useTenantOptions } from '../Model/DeployDialog';

interface DeployForm {
  category: string;
  tenantIds: string[];
  files: File[];
}

const BPMN_FILE = /\.(bpmn|bpmn20\.xml)$/i;

/** `/flow/deploy`: uploads BPMN files as new process definition versions (`manager/deploy-upload`). */
export default function Deploy() {
  const { t } = useTranslation('flow');
  const { categories } = useFlowDictionary();
  const tenants = useTenantOptions();
  const form = useForm<DeployForm>({
    mode: 'onTouched',
    defaultValues: { category: '', tenantIds: [], files: [] },
  });
  const [saving, run] = useBusy();

  async function deploy(values: DeployForm) {
    // A failure: the SDK's toast has said why (e.g. a file that is not BPMN).
    await run(async () => {
      await client.flow.manager.deployUpload({
        category: values.category,
        tenantIds: values.tenantIds.join(',') || undefined,
        files: values.files,
      });
      message.success(t('deploy.done', { count: values.files.length }));
      form.reset({ category: values.category, tenantIds: values.tenantIds, files: [] });
    });
  }

  return (
    <Card>
      <Title>{t('deploy.title')}</Title>
      <Lead>{t('deploy.lead')}</Lead>
      <Form form={form} onSubmit={deploy} layout="horizontal">
        <FormItem name="category" label={t('deploy.category')} required={t('deploy.rules.category')}>
          <Select options={categories} />
        </FormItem>
        <FormItem name="tenantIds" label={t('deploy.tenants')} message={t('deploy.tenantsHint')}>
          <Select options={tenants} multiple clearable />
        </FormItem>
        <FormItem
          name="files"
          label={t('deploy.files')}
          rules={{
            validate: (files: File[]) =>
              files.length === 0
                ? t('deploy.rules.files')
                : files.every((file) => BPMN_FILE.test(file.name)) || t('deploy.rules.type'),
          }}
          required
        >
          {(control) => (
            <div>
              <input
                id={control.id}
                aria-labelledby={control['aria-labelledby']}
                aria-describedby={control['aria-describedby']}
                aria-invalid={control['aria-invalid']}
                type="file"
                multiple
                accept=".bpmn,.xml"
                onChange={(event) => {
                  control.onChange([...(event.target.files ?? [])]);
                  control.onBlur?.();
                }}
              />
              <FileList>
                {(control.value as File[]).map((file) => (
                  <li key={file.name}>{file.name}</li>
                ))}
              </FileList>
            </div>
          )}
        </FormItem>
        <Actions>
          <Button type="submit" variant="primary" loading={saving}>
            {t('actions.upload')}
          </Button>
        </Actions>
      </Form>
    </Card>
  );
}
