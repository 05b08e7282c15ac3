import { attachResource } from '@blade-console/blade-schema';
import { Button, type CrudTableHandle, message, useBusy } from '@blade-console/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FollowedTable } from '../../../crud/FollowedTable';
import { useResourceTable } from '../../../crud/useResourceTable';
import { client } from '../../../session/client';
import { attachColumns } from './columns';

/** `/resource/attach`: attachments; a file uploaded here through OSS `put-file` is recorded by the server. */
export default function Attach() {
  const { t } = useTranslation('console');
  const table = useRef<CrudTableHandle>(null);
  const input = useRef<HTMLInputElement>(null);
  const [uploading, run] = useBusy();
  const crud = useResourceTable(attachResource, client.resource.attach, 'resource.attach');

  async function upload(file: File) {
    // A failure: the SDK's error toast has said why.
    await run(async () => {
      await client.resource.oss.putFile(file, file.name);
      message.success(t('resource.uploaded'));
      table.current?.refresh();
    });
  }

  return (
    <FollowedTable
      resource={attachResource}
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
