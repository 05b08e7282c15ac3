import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Login } from '../pages/Login/Login';

/** The sign-in page at /login, and a stand-in console home at / where a sign-in lands. */
export function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<Login />} />
        <Route path="/" element={<p>console home</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
