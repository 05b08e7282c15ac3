import { Card, Empty, Spinner, vars } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useList } from '../../../data/hooks';
import { ReportView } from '../../report/ReportView';

const Page = styled.section`
  display: grid;
  gap: ${vars.space[4]};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.xl};
`;

/** Cards side by side while they are at least 360px wide, one per row on a phone. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 420px), 1fr));
  gap: ${vars.space[4]};
`;

/** 网站管理 › 报表数据: the website's figures, every saved report as a card with its chart. */
export default function WebsiteReport() {
  const { t } = useTranslation('console');
  const { data, isLoading } = useList('report.list', { current: 1, size: 50 });
  const reports = data?.records ?? [];
  return (
    <Page aria-labelledby="website-report-title">
      <Heading id="website-report-title">{t('website.report.pageTitle')}</Heading>
      {isLoading ? <Spinner /> : null}
      {!isLoading && reports.length === 0 ? <Empty description={t('website.report.noReports')} /> : null}
      <Grid>
        {reports.map((report) => (
          <Card key={report.id} title={report.name} titleAs="h2">
            <ReportView id={String(report.id)} chartHeight="240px" />
          </Card>
        ))}
      </Grid>
    </Page>
  );
}
