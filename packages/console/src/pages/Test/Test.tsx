import { Card, vars } from '@blade-console/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSession } from '../../session/session';
import { useMenu } from '../../stores/menu';
import { termList } from '../../styles/termList';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${vars.space[4]};
  align-items: start;
`;

const Pairs = styled.dl`
  ${termList}
  gap: ${vars.space[1]} ${vars.space[4]};
  font-size: ${vars.fontSize.sm};
  dd {
    word-break: break-all;
  }
`;

const Codes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
  margin: ${vars.space[2]} 0 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0 ${vars.space[2]};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.text};
    font-family: ${vars.font.mono};
    font-size: ${vars.fontSize.xs};
  }
`;

/** Session fields worth seeing; the tokens themselves stay out of the page. */
const FIELDS = [
  'tenant_id',
  'user_id',
  'account',
  'user_name',
  'nick_name',
  'role_name',
  'role_id',
  'dept_id',
  'token_type',
  'expires_in',
] as const;

/** `/test/index`: the signed-in session and the button permissions, for checking a setup. */
export function Test() {
  const { t } = useTranslation('console');
  const { user } = useSession();
  const permission = useMenu((state) => state.permission);
  const codes = Object.keys(permission).sort();
  return (
    <Grid>
      <Card title={t('test.session')} titleAs="h2">
        <Pairs>
          {FIELDS.map((field) => (
            <div key={field} style={{ display: 'contents' }}>
              <dt>{field}</dt>
              <dd>{String(user?.[field] ?? '') || t('test.none')}</dd>
            </div>
          ))}
        </Pairs>
      </Card>
      <Card title={t('test.permissions')} titleAs="h2" extra={t('test.count', { count: codes.length })}>
        {codes.length ? (
          <Codes aria-label={t('test.permissions')}>
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Codes>
        ) : (
          t('test.none')
        )}
      </Card>
    </Grid>
  );
}
