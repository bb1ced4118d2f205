import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Link, NavLink } from './link';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderAt(path: string, ui: React.ReactNode, basename?: string) {
  render(
    <MemoryRouter initialEntries={[path]} basename={basename}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('has a real href, with the basename, and navigates on a plain click', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    renderAt(
      '/ru/',
      <Link to="/catalog?q=bear" className="x" onClick={onClick}>
        Catalog
      </Link>,
      '/ru',
    );
    const link = screen.getByRole('link', { name: 'Catalog' });
    expect(link).toHaveAttribute('href', '/ru/catalog?q=bear');
    expect(link).toHaveClass('x');
    await user.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where')).toHaveTextContent('/catalog?q=bear');
  });

  it('leaves a modified click and a prevented one to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/catalog">Catalog</Link>
        <Link
          to="/reviews"
          onClick={(event) => {
            event.preventDefault();
          }}
        >
          Reviews
        </Link>
      </>,
    );
    const ctrlClick = fireEvent.click(screen.getByRole('link', { name: 'Catalog' }), {
      ctrlKey: true,
    });
    expect(ctrlClick).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Reviews' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});

describe('NavLink', () => {
  const nav = (
    <nav>
      <NavLink to="/" end className="nav">
        Home
      </NavLink>
      <NavLink to="/catalog" className="nav">
        Catalog
      </NavLink>
    </nav>
  );

  it('marks the page it leads to, and with end only that page', () => {
    renderAt('/', nav);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveClass('nav', 'active');
    expect(screen.getByRole('link', { name: 'Catalog' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Catalog' })).toHaveAttribute('class', 'nav');
  });

  it('without end, marks the pages below it too, in any letter case', () => {
    renderAt('/Catalog/bears', nav);
    expect(screen.getByRole('link', { name: 'Catalog' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('does not mark a page whose path only starts with the same letters', () => {
    renderAt('/catalogue', nav);
    expect(screen.getByRole('link', { name: 'Catalog' })).not.toHaveAttribute('aria-current');
  });
});
