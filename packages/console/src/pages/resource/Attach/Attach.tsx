import { attachResource } from '@blade-console/blade-schema';
import { type CrudTableHandle, message, UploadButton, useBusy } from '@blade-console/ui';
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
      // Uploading a file is how an attachment is added: the page's primary action, first on the bar.
      toolbarPrimary={
        <UploadButton
          variant="primary"
          loading={uploading}
          onFiles={([file]) => {
            if (file) void upload(file);
          }}
        >
          {t('resource.upload')}
        </UploadButton>
      }
    />
  );
}
