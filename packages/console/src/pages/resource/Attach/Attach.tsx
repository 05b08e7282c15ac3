import { attachResource } from '@blade-console/blade-schema';
import { Button, CrudTable, type CrudTableHandle, message } from '@blade-console/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceTable } from '../../../crud/useResourceTable';
import { client } from '../../../session/client';
import { attachColumns } from './columns';

/** `/resource/attach`: attachments; a file uploaded here through OSS `put-file` is recorded by the server. */
export default function Attach() {
  const { t } = useTranslation('console');
  const table = useRef<CrudTableHandle>(null);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const crud = useResourceTable(attachResource, client.resource.attach, 'resource.attach');

  async function upload(file: File) {
    setUploading(true);
    try {
      await client.resource.oss.putFile(file, file.name);
      message.success(t('resource.uploaded'));
      table.current?.refresh();
    } catch {
      // The SDK's error toast has said why.
    } finally {
      setUploading(false);
    }
  }

  return (
    <CrudTable
      ref={table}
      columns={attachColumns}
      actions={{ add: false, edit: false }}
      {...crud}
      toolbarExtra={
        <>
          <Button loading={uploading} onClick={() => input.current?.click()}>
            {t('resource.upload')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </>
      }
    />
  );
}
