import { ADMIN_ID, ADMIN_ROLE_ID, ROOT_DEPT_ID, USER_ROLE_ID } from '@blade-console/blade-client/mocks';
import { Toaster } from '@blade-console/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { client } from '../../session/client';
import { getSessionSnapshot, signedIn } from '../../session/session';
import { setupMockApi } from '../../test/mockApi';
import { SwitchDept } from './SwitchDept';

const CHANGZHOU = '1123598813738675202';
const { store } = setupMockApi();

function Harness() {
  const [open, setOpen] = useState(true);
  return <SwitchDept open={open} onOpenChange={setOpen} />;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/system/user" element={<Harness />} />
        <Route path="/" element={<p>console home</p>} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

describe('switch department and role (SPEC §3, §4 "Token refresh", §5)', () => {
  it("offers the user's own departments and roles, refreshes the token for the chosen pair, then goes to /", async () => {
    store.submit('user', {
      id: ADMIN_ID,
      deptId: `${ROOT_DEPT_ID},${CHANGZHOU}`,
      roleId: `${ADMIN_ROLE_ID},${USER_ROLE_ID}`,
    });
    signedIn(await client.auth.token({ username: 'admin', password: 'admin' }));
    renderAt('/system/user');
    const user = userEvent.setup();

    const dept = await screen.findByRole('combobox', { name: /部门/ });
    await waitFor(() => expect(dept).toHaveTextContent('布雷德科技'));
    await user.click(dept);
    expect(screen.queryByRole('option', { name: '苏州布雷德' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '常州布雷德' }));
    await user.click(screen.getByRole('combobox', { name: /角色/ }));
    await user.click(await screen.findByRole('option', { name: '用户' }));
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('console home')).toBeInTheDocument();
    expect(getSessionSnapshot().user).toMatchObject({ dept_id: CHANGZHOU, role_id: USER_ROLE_ID });
  });

  it('requires a department and a role', async () => {
    // A user whose current department is not among the options starts with nothing chosen.
    signedIn({
      ...(await client.auth.token({ username: 'admin', password: 'admin' })),
      dept_id: '',
      role_id: '',
    });
    renderAt('/system/user');
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: '确定' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: '确定' }));

    const dept = screen.getByRole('combobox', { name: /部门/ });
    const role = screen.getByRole('combobox', { name: /角色/ });
    await waitFor(() => expect(dept).toHaveAttribute('aria-invalid', 'true'));
    expect(dept).toHaveAccessibleDescription('请选择部门');
    expect(role).toHaveAttribute('aria-invalid', 'true');
    expect(role).toHaveAccessibleDescription('请选择角色');
    expect(screen.queryByText('console home')).not.toBeInTheDocument();
  });
});
