import { adminTokenResponse } from '@blade-console/blade-client/mocks';
import { setLocale, UiProvider } from '@blade-console/ui';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataProvider } from '../../../data/DataProvider';
import { loadShellStrings } from '../../../i18n';
import { signedIn } from '../../../session/session';
import { setupMockApi } from '../../../test/mockApi';
import { loadFlowStrings } from '../../flow/common/strings';
import { LeaveSummary } from './LeaveSummary';

setupMockApi();

beforeAll(async () => {
  await loadShellStrings();
  await loadFlowStrings();
});
afterEach(async () => {
  await setLocale('zh');
});

function show(leave: Parameters<typeof LeaveSummary>[0]['leave']) {
  signedIn(adminTokenResponse());
  render(
    <UiProvider>
      <DataProvider>
        <LeaveSummary leave={leave} />
      </DataProvider>
    </UiProvider>,
  );
}

const LEAVE = {
  leaveType: 'sick',
  leaveTypeName: '病假',
  startTime: '2031-03-02 09:00:00',
  endTime: '2031-03-06 18:00:00',
  days: 5,
  reason: '回老家',
};

describe('LeaveSummary', () => {
  it('names the leave type by the leave_type dictionary, in Chinese', async () => {
    show(LEAVE);
    expect(await screen.findByText('病假')).toBeInTheDocument();
    expect(screen.getByText('请假类型')).toBeInTheDocument();
    expect(screen.getByText('5 天')).toBeInTheDocument();
  });

  it('names it in English in the English console', async () => {
    await setLocale('en');
    await loadShellStrings();
    show(LEAVE);
    expect(await screen.findByText('Sick leave')).toBeInTheDocument();
    expect(screen.getByText('Leave type')).toBeInTheDocument();
    expect(screen.queryByText('病假')).not.toBeInTheDocument();
  });

  it('leaves the row out for a request stored without a type', async () => {
    show({ ...LEAVE, leaveType: null, leaveTypeName: undefined });
    expect(await screen.findByText('回老家')).toBeInTheDocument();
    expect(screen.queryByText('请假类型')).not.toBeInTheDocument();
  });
});
