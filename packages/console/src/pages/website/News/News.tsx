import { type News as NewsRow, resourceApi } from '@blade-console/blade-client';
import { newsResource, PUBLISHED } from '@blade-console/blade-schema';
import { type CrudRowAction, type CrudTableHandle, message } from '@blade-console/ui';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { withOverrides } from '../../../crud/columnOverrides';
import { FollowedTable } from '../../../crud/FollowedTable';
import { resourceColumns } from '../../../crud/resourceColumns';
import { uploadPicture } from '../../../crud/uploadPicture';
import { useResourceTable } from '../../../crud/useResourceTable';
import { client } from '../../../session/client';
import { useDictionaries } from '../../ResourcePage/useDictionaries';

const api = {
  ...resourceApi(client.http, newsResource),
  // This service saves through `addNews` (add and update); the server sanitises the content.
  submit: (news: Partial<NewsRow>) => client.news.addNews(news),
};

/**
 * 网站管理 › 新闻动态: articles written in the rich-text editor, with a cover and a publish state,
 * and "sync to WeChat" for published ones. The account's answer — success or the server's message
 * — is said at once (a failure's message by the request layer's toast) and stays on the row
 * (sync status, time and result, shown in the view).
 */
export default function News() {
  const { t } = useTranslation('console');
  const table = useRef<CrudTableHandle>(null);
  const crud = useResourceTable<NewsRow>(newsResource, api, 'news');
  const dictionaries = useDictionaries(newsResource);
  const columns = useMemo(
    () =>
      withOverrides(resourceColumns<NewsRow>(newsResource, { dictionaries, upload: uploadPicture }), {
        // The list keeps to what staff scan; the author is in the view. The other columns are as
        // wide as their content (a long title ends in an ellipsis, its whole text on hover).
        title: { maxWidth: 320 },
        author: { hide: { table: true } },
      }),
    [dictionaries],
  );
  const rowActions = useMemo<CrudRowAction<NewsRow>[]>(
    () => [
      {
        key: 'sync',
        label: 'console:website.news.sync',
        permission: 'news_edit',
        visible: (row) => Number(row.publishStatus) === PUBLISHED,
        refresh: true,
        onClick: async (row) => {
          const synced = await client.news.syncWeixinPublic(String(row.id));
          message.success(synced?.syncMessage || t('website.news.synced'));
        },
      },
    ],
    [t],
  );
  return (
    <FollowedTable<NewsRow>
      resource={newsResource}
      rowActions={rowActions}
      ref={table}
      columns={columns}
      dialogWidth={880}
      {...crud}
      // A refused sync is recorded on the row too (status and the account's message): show it.
      onActionError={(_error, key) => {
        if (key === 'sync') table.current?.refresh();
      }}
    />
  );
}
