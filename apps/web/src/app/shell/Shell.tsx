import { useCallback, useEffect, useState } from 'react';
import { AppShell, Burger, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useMatches, useNavigate, useSearchParams } from 'react-router';
import type { SessionUser } from '@kaksha/contracts';
import { Logo } from '../../components/Logo.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { errorMessage, isUnauthorized } from '../../lib/api.ts';
import { takeAutoLogin, hasPendingAutoLogin } from '../../lib/auth/autoLogin.ts';
import { clearUser, saveUser, useStoredUser } from '../../lib/auth/session.ts';
import { loggingOut, setUnauthorizedHandler } from '../../lib/auth/unauthorized.ts';
import { useBrandLanguage } from '../../lib/brand.ts';
import { productName } from '../../lib/config.ts';
import { fmt, t } from '../../lib/i18n/index.ts';
import { breadcrumbFor, menusKey, useMenus } from '../../lib/menus.ts';
import { ScreenNavContext, screenHref } from '../../lib/screenNav.ts';
import { useMediaQuery } from '@mantine/hooks';
import {
  sessionKey,
  signIn,
  type SignInOutcome,
  useLogout,
  useSession,
} from '../../features/account/api/session.ts';
import { useProfile } from '../../features/profile/api/profile.ts';
import { getScreen, hasScreen } from '../screens.ts';
import { screenOfMatches } from './FixedScreenRoute.tsx';
import type { ShellOutletContext } from './ScreenHost.tsx';
import { OnboardingDialog } from '../../features/institute/OnboardingDialog.tsx';
import { useMenuAccess } from '../../lib/access.ts';
import { QuickSearch } from '../../features/search/QuickSearch.tsx';
import { InstituteBadge } from './InstituteBadge.tsx';
import { OutboxStatus } from './OutboxStatus.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { ShellProviders } from './ShellProviders.tsx';
import { Sidebar } from './Sidebar.tsx';
import classes from './Shell.module.css';

const screenNav = { hasScreen, screenHref };

// One auto-login at a time, shared by StrictMode's double effects.
let autoLoginRun: Promise<SignInOutcome> | null = null;
function startAutoLogin(): Promise<SignInOutcome> | null {
  const credentials = takeAutoLogin();
  if (credentials) autoLoginRun = signIn(credentials);
  return autoLoginRun;
}

/** The layout route around /adminhome, /dashboard, /profile, /payroll, /panels, /chapterdetails/… */
export default function Shell() {
  return (
    <ShellProviders>
      <ShellSession />
    </ShellProviders>
  );
}

/** Logs in from /adminhome/{EmailID}/{Password} if asked to, checks the session, then shows the frame. */
function ShellSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stored = useStoredUser();
  const [autoLogging, setAutoLogging] = useState(hasPendingAutoLogin);

  const endSession = useCallback(
    (notice: string) => {
      void Promise.resolve(navigate('/login', { replace: true, state: { notice } })).then(() => {
        clearUser();
        queryClient.clear();
      });
    },
    [navigate, queryClient],
  );

  // A 401 from any call: 'Invalid credentials. Please log in again.' on the login page.
  useEffect(() => setUnauthorizedHandler(() => endSession(t.session.invalidCredentials)), [endSession]);

  useEffect(() => {
    if (!autoLogging) return;
    const run = startAutoLogin();
    if (!run) return;
    let active = true;
    void run.then((outcome) => {
      if (!active) return;
      autoLoginRun = null;
      if (outcome.ok) {
        void queryClient.invalidateQueries({ queryKey: sessionKey });
        setAutoLogging(false);
      } else {
        endSession(outcome.message);
      }
    });
    return () => {
      active = false;
    };
  }, [autoLogging, endSession, queryClient]);

  // Who am I: GET /api/v1/session confirms the cookie (and restores the user in a new tab).
  const session = useSession(!autoLogging);
  useEffect(() => {
    if (session.data) saveUser(session.data);
  }, [session.data]);

  if (autoLogging) return <PageLoading label={t.login.signingIn} />;
  if (!stored) {
    if (session.isError && !isUnauthorized(session.error)) {
      return (
        <div className="fullpage-status">
          <Notice tone="error">{errorMessage(session.error)}</Notice>
        </div>
      );
    }
    return <PageLoading label={t.session.checking} />;
  }
  return <ShellFrame user={stored} />;
}

function useActiveScreen(): { screen: string | null; isVideo: boolean; isHome: boolean } {
  const location = useLocation();
  const matches = useMatches();
  const [params] = useSearchParams();
  const last = matches[matches.length - 1];
  if (location.pathname === '/adminhome') return { screen: params.get('form'), isVideo: false, isHome: true };
  if (last?.params.videoURL !== undefined) return { screen: 'Payroll', isVideo: true, isHome: false };
  return { screen: screenOfMatches(matches) ?? null, isVideo: false, isHome: false };
}

function ShellFrame({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isDesktop = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const [mobileOpen, setMobileOpen] = useState(false);
  const [desktopOpen, setDesktopOpen] = useState(true);
  const navOpen = isDesktop ? desktopOpen : mobileOpen;

  const menus = useMenus(user);
  const profile = useProfile(user.EmailID);
  useBrandLanguage();
  const canManageInstitute = useMenuAccess('InstituteSettings').canManage;
  const logout = useLogout();
  const { screen, isVideo, isHome } = useActiveScreen();

  // The breadcrumb: 'Parent > Child', a top-level name, or nothing on plain /adminhome.
  let crumb = '';
  if (screen) {
    crumb = breadcrumbFor(menus.data ?? [], screen, getScreen(screen)?.title ?? screen);
    if (isVideo) crumb += ` > ${t.screens.video}`;
  }

  useEffect(() => {
    if (isDesktop || !mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMobileOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isDesktop, mobileOpen]);

  const reloadDashboard = () => {
    void navigate('/adminhome');
    void queryClient.invalidateQueries({ queryKey: menusKey(user) });
  };

  const onLogout = () => {
    loggingOut();
    logout.mutate(undefined, {
      onSettled: () => {
        void Promise.resolve(navigate('/loginselect', { replace: true })).then(() => {
          clearUser();
          queryClient.clear();
        });
      },
    });
  };

  // The profile screen shows its own copy of this error, with a retry.
  const profileError =
    profile.isError && !isUnauthorized(profile.error) && screen !== 'MyProfile' ? profile.error : null;

  return (
    <ScreenNavContext.Provider value={screenNav}>
      <title>{`${crumb || t.shell.homeHeading} · ${productName}`}</title>
      <a className="skip-link" href="#main-content">
        {t.common.skipToContent}
      </a>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 280, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }}
        padding={{ base: 'sm', sm: 'lg' }}
      >
        <AppShell.Header>
          <div className={classes.header}>
            <Burger
              opened={navOpen}
              onClick={() => (isDesktop ? setDesktopOpen((o) => !o) : setMobileOpen((o) => !o))}
              size="sm"
              aria-label={t.shell.toggleNav}
              aria-expanded={navOpen}
              aria-controls="shell-navbar"
            />
            <UnstyledButton
              className={classes.logo}
              onClick={reloadDashboard}
              aria-label={t.shell.reloadDashboard}
            >
              <Logo size={30} withText={false} />
              <span className={classes.logoText} aria-hidden="true">
                {productName}
              </span>
            </UnstyledButton>
            <h1 className={classes.crumb}>
              {crumb ? (
                <Crumb text={crumb} />
              ) : (
                <span className="visually-hidden">{t.shell.homeHeading}</span>
              )}
            </h1>
            <QuickSearch user={user} />
            <InstituteBadge />
            <ProfileMenu
              user={user}
              photo={profile.data?.UserImage ?? null}
              onLogout={onLogout}
              loggingOut={logout.isPending}
            />
          </div>
        </AppShell.Header>
        <AppShell.Navbar
          id="shell-navbar"
          className={classes.navbar}
          aria-label={t.shell.sidebarLabel}
          inert={!navOpen}
        >
          <Sidebar
            menus={menus.data}
            isPending={menus.isPending}
            error={menus.isError && !isUnauthorized(menus.error) ? menus.error : null}
            onRetry={() => void menus.refetch()}
            activeScreen={isHome ? (screen ?? 'Dashboard') : screen}
            onNavigate={() => setMobileOpen(false)}
          />
        </AppShell.Navbar>
        <AppShell.Main
          id="main-content"
          tabIndex={-1}
          className={classes.main}
          // Behind the open drawer on a small screen, the page is out of reach.
          inert={!isDesktop && mobileOpen}
        >
          {profileError !== null && (
            <div style={{ marginBottom: '1rem' }}>
              <Notice tone="error">
                {fmt(t.session.profileError, { message: errorMessage(profileError) })}
              </Notice>
            </div>
          )}
          <OutboxStatus />
          <Outlet context={{ menus: menus.data } satisfies ShellOutletContext} />
        </AppShell.Main>
        <OnboardingDialog canManage={canManageInstitute} />
      </AppShell>
    </ScreenNavContext.Provider>
  );
}

/**
 * 'Parent > Screen': on a phone the parent sits small on a line of its own above the screen's name,
 * which wraps between words rather than being cut off.
 */
function Crumb({ text }: { text: string }) {
  const parts = text.split(' > ');
  const current = parts.pop()!;
  return (
    <>
      {parts.map((part) => (
        <span key={part} className={classes.crumbParent}>
          {part}
          <span className={classes.crumbSeparator}> &gt; </span>
        </span>
      ))}
      <span className={classes.crumbCurrent}>{current}</span>
    </>
  );
}
