import fs from 'node:fs';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Outlet, Route, Routes } from 'react-router';
import type { Menu } from '@kaksha/contracts';
import { Sidebar } from '../shell/Sidebar.tsx';
import { ScreenHost, useScreenGate } from '../shell/ScreenHost.tsx';
import { getScreen, hasScreen, registry } from '../screens.ts';
import { declaredScreens, screenIndex, screenIndexFile } from '../../../screen-index.ts';
import { menuCatalogue, type CatalogueMenu } from '@kaksha/contracts';
import { t } from '../../lib/i18n/index.ts';

const menus: Menu[] = [
  { MenuCode: 1, MenuName: 'Dashboard', ParentCode: 0, FrmName: 'Dashboard', SubMenus: [] },
  {
    MenuCode: 50,
    MenuName: 'Teachers',
    ParentCode: 0,
    FrmName: null,
    SubMenus: [{ MenuCode: 55, MenuName: 'Payroll', ParentCode: 50, FrmName: 'Payroll', SubMenus: [] }],
  },
];

function wrap(children: ReactNode) {
  return render(
    <MantineProvider env="test">
      <MemoryRouter>{children}</MemoryRouter>
    </MantineProvider>,
  );
}

describe('Sidebar', () => {
  it('toggles a parent menu and links a leaf to its screen in the URL', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    wrap(
      <Sidebar
        menus={menus}
        isPending={false}
        error={null}
        onRetry={() => {}}
        activeScreen="Dashboard"
        onNavigate={onNavigate}
      />,
    );
    const teachers = screen.getByRole('button', { name: 'Teachers' });
    expect(teachers.getAttribute('aria-expanded')).toBe('false');
    await user.click(teachers);
    expect(teachers.getAttribute('aria-expanded')).toBe('true');
    const payroll = await screen.findByRole('link', { name: 'Payroll' });
    expect(payroll.getAttribute('href')).toBe('/adminhome?form=Payroll');
    await user.click(payroll);
    expect(onNavigate).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await user.click(teachers);
    expect(teachers.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the parent of the screen on show', () => {
    wrap(
      <Sidebar
        menus={menus}
        isPending={false}
        error={null}
        onRetry={() => {}}
        activeScreen="Payroll"
        onNavigate={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Teachers' }).getAttribute('aria-expanded')).toBe('true');
  });

  it("says 'No menus available' for an empty list and shows a menu error", () => {
    const { unmount } = wrap(
      <Sidebar
        menus={[]}
        isPending={false}
        error={null}
        onRetry={() => {}}
        activeScreen={null}
        onNavigate={() => {}}
      />,
    );
    expect(screen.getByText('No menus available')).toBeTruthy();
    unmount();
    wrap(
      <Sidebar
        menus={undefined}
        isPending={false}
        error={new Error('Server down')}
        onRetry={() => {}}
        activeScreen={null}
        onNavigate={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Error fetching menu: Server down');
  });
});

describe('screen registry', () => {
  it('knows Dashboard, MyProfile, Payroll and PayrollVideo, and shows the 404 text for anything else', () => {
    expect(['Dashboard', 'MyProfile', 'Payroll', 'PayrollVideo'].every(hasScreen)).toBe(true);
    expect(hasScreen('NoSuchScreen')).toBe(false);
    expect(hasScreen('constructor')).toBe(false);
    wrap(<ScreenHost name="NoSuchScreen" />);
    expect(screen.getByText('404 Page Not Found')).toBeTruthy();
  });

  it('gathers every feature’s screens, each a FrmName of the menu catalogue, with its title', () => {
    const catalogued = new Set<string>();
    const walk = (menus: CatalogueMenu[]): void =>
      menus.forEach((m) => (m.frmName && catalogued.add(m.frmName), walk(m.children ?? [])));
    walk(menuCatalogue);
    // A FrmName spelled unlike the catalogue's would never open from a menu: it fails here.
    expect(Object.keys(registry).filter((frmName) => !catalogued.has(frmName))).toEqual([]);
    expect(Object.keys(registry)).toHaveLength(46);
    expect(getScreen('PaidFees')?.title).toBe('Paid Fees');
    expect(getScreen('InstituteSettings')?.title).toBe(t.institute.settings.title);
  });

  it('lists every feature’s screens in screen-index.ts (npm run screens:index writes it)', async () => {
    expect(fs.readFileSync(screenIndexFile, 'utf8')).toBe(screenIndex(await declaredScreens()));
  });

  it('refuses a FrmName two features declare', () => {
    expect(() => screenIndex({ exams: ['Fees'], fees: ['Fees'] })).toThrow(
      'Two features declare the screen Fees: exams and fees',
    );
  });
});

function Gated({ name }: { name: string }) {
  return <ScreenHost name={name} gate={useScreenGate(name)} />;
}

describe('deep links', () => {
  const at = (name: string, shellMenus: Menu[] | undefined) =>
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <Routes>
            <Route element={<Outlet context={{ menus: shellMenus }} />}>
              <Route index element={<Gated name={name} />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </MantineProvider>,
    );

  it('refuses a registered screen the user has no menu for', () => {
    at('UserManager', menus);
    expect(screen.getByRole('alert').textContent).toContain('You do not have access to this screen.');
  });

  it('waits for the menus before deciding', () => {
    at('UserManager', undefined);
    expect(screen.getByRole('status').textContent).toContain('Loading screen');
  });

  it('opens a screen whose menu is granted', () => {
    at('Payroll', menus);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
