import { Bell, House, Menu, Package, Settings, Truck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from '../components/Button';
import { useUiTranslation } from '../i18n/uiStrings';
import type { ThemeName } from '../theme/themes';
import { colorTokenNames, vars } from '../theme/tokens';
import { ColumnHeads } from '../utils/ColumnHeads';

const c = vars.color;

// A miniature console shell, so designers judge a theme by what it themes: sidebar, top bar, tabs.
const Shell = styled.div`
  display: grid;
  grid-template-columns: 116px 1fr;
  height: 232px;
  overflow: hidden;
  border: 1px solid ${c.border};
  border-radius: ${vars.radius.lg};
  background: ${c.bg};
  color: ${c.text};
  font-size: ${vars.fontSize.xs};
  box-shadow: ${vars.shadow.md};
`;

const Side = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${vars.space[2]} 0;
  background-color: ${c.sidebarBg};
  background-image: ${c.sidebarBgImage};
  color: ${c.sidebarText};
  border-right: 1px solid ${c.sidebarBorder};
`;

const Logo = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 4px 12px 10px;
  font-weight: ${vars.fontWeight.semibold};
  font-size: ${vars.fontSize.sm};
`;

const Item = styled.div<{ $active?: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  height: 28px;
  padding: 0 12px;
  border-left: 3px solid ${(p) => (p.$active ? c.sidebarActiveIndicator : 'transparent')};
  background: ${(p) => (p.$active ? c.sidebarActiveBg : 'transparent')};
  color: ${(p) => (p.$active ? c.sidebarActiveText : c.sidebarText)};
  svg { width: 13px; height: 13px; flex: none; }
`;

const Group = styled.div`
  padding: 8px 12px 2px;
  color: ${c.sidebarTextMuted};
  font-size: 11px;
`;

const Main = styled.div`
  display: grid;
  grid-template-rows: 36px 28px 1fr;
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 10px;
  background-color: ${c.topbarBg};
  background-image: ${c.topbarBgImage};
  color: ${c.topbarText};
  border-bottom: 1px solid ${c.topbarBorder};
  svg { width: 14px; height: 14px; }
`;

const Avatar = styled.span`
  width: 20px;
  height: 20px;
  margin-left: auto;
  border-radius: 50%;
  background: ${c.accent};
  box-shadow: 0 0 0 2px ${c.topbarBg};
`;

const Tabs = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 4px;
  padding: 0 8px;
  background: ${c.tabsBg};
  border-bottom: 1px solid ${c.tabsBorder};
`;

const Tab = styled.span<{ $active?: boolean }>`
  padding: 3px 8px;
  border: 1px solid ${c.tabsBorder};
  border-bottom: 0;
  border-radius: ${vars.radius.md} ${vars.radius.md} 0 0;
  background: ${(p) => (p.$active ? c.tabsActiveBg : c.tabsBg)};
  color: ${(p) => (p.$active ? c.tabsActiveText : c.tabsText)};
  white-space: nowrap;
`;

const Content = styled.div`
  padding: 10px;
  min-width: 0;
`;

const Panel = styled.div`
  padding: 10px;
  border: 1px solid ${c.border};
  border-radius: ${vars.radius.md};
  background: ${c.surface};
  p { margin: 0 0 8px; color: ${c.textMuted}; }
  strong { display: block; margin-bottom: 4px; font-size: ${vars.fontSize.sm}; }
`;

const Actions = styled.div`
  display: flex;
  gap: 6px;
`;

/** One theme's shell in miniature; `theme` scopes it with its own `data-theme`. */
export function ThemePreview({ theme }: { theme: ThemeName }) {
  const { t } = useUiTranslation('ui');
  return (
    <figure style={{ margin: 0 }}>
      <Shell data-theme={theme}>
        <Side aria-label={t(`theme.${theme}`)}>
          <Logo>
            <Truck aria-hidden="true" size={14} /> Blade
          </Logo>
          <Item $active>
            <House aria-hidden="true" /> 首页
          </Item>
          <Item>
            <Package aria-hidden="true" /> 运单
          </Item>
          <Group>系统</Group>
          <Item>
            <Users aria-hidden="true" /> 用户
          </Item>
          <Item>
            <Settings aria-hidden="true" /> 参数
          </Item>
        </Side>
        <Main>
          <Top>
            <Menu aria-hidden="true" />
            <span>物流管理平台</span>
            <Bell aria-hidden="true" style={{ marginLeft: 'auto' }} />
            <Avatar aria-hidden="true" style={{ marginLeft: 0 }} />
          </Top>
          <Tabs>
            <Tab $active>首页</Tab>
            <Tab>用户管理</Tab>
            <Tab>角色</Tab>
          </Tabs>
          <Content>
            <Panel>
              <strong>今日运单</strong>
              <p>新增 128 · 在途 342</p>
              <Actions>
                <Button size="small" variant="primary">
                  新增
                </Button>
                <Button size="small">导出</Button>
              </Actions>
            </Panel>
          </Content>
        </Main>
      </Shell>
      <figcaption style={{ marginTop: 8, font: `500 12px/1.4 ${vars.font.sans}`, color: c.textMuted }}>
        {t(`theme.${theme}`)} · <code>{theme}</code>
      </figcaption>
    </figure>
  );
}

const Swatch = styled.span`
  display: inline-block;
  width: 28px;
  height: 20px;
  border-radius: ${vars.radius.sm};
  border: 1px solid ${c.border};
  vertical-align: middle;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.fontSize.sm};
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid ${c.border}; }
  th { color: ${c.textMuted}; font-weight: ${vars.fontWeight.medium}; }
  code { font-family: ${vars.font.mono}; font-size: ${vars.fontSize.xs}; }
`;

/** Every colour token with its variable and a live swatch in the current theme. */
export function ColorTokenTable(): ReactNode {
  return (
    <Table>
      <ColumnHeads labels={['token', 'vars.color.*', 'CSS', 'swatch']} />
      <tbody>
        {colorTokenNames
          .filter((name) => !name.endsWith('BgImage'))
          .map((name) => (
            <tr key={name}>
              <td>{name}</td>
              <td>
                <code>vars.color.{name}</code>
              </td>
              <td>
                <code>{vars.color[name]}</code>
              </td>
              <td>
                <Swatch style={{ background: vars.color[name] }} />
              </td>
            </tr>
          ))}
      </tbody>
    </Table>
  );
}
