import { Tabs, TabsContent, TabsList, TabsTrigger } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import { Page, Panel } from './Info.styles';
import { InfoForm } from './InfoForm';
import { PasswordForm } from './PasswordForm';

/** `/info/index`: the signed-in user's profile and password (SPEC §2 "Personal info"). */
export function Info() {
  const { t } = useTranslation('console');
  return (
    <Page aria-label={t('info.title')}>
      <Tabs defaultValue="info">
        <TabsList>
          <TabsTrigger value="info">{t('info.tabInfo')}</TabsTrigger>
          <TabsTrigger value="password">{t('info.tabPassword')}</TabsTrigger>
        </TabsList>
        <TabsContent value="info">
          <Panel>
            <InfoForm />
          </Panel>
        </TabsContent>
        <TabsContent value="password">
          <Panel>
            <PasswordForm />
          </Panel>
        </TabsContent>
      </Tabs>
    </Page>
  );
}
