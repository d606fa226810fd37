import type { ComponentType } from 'react';
import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import { config } from '../lib/config.ts';
import { loadCatalogue } from '../lib/i18n/index.ts';
import { stashAutoLogin } from '../lib/auth/autoLogin.ts';
import { PageLoading } from '../components/PageLoading.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

/**
 * Every page is its own chunk: `lazy` resolves to the module's default export, evaluated once the
 * active language's strings are in place (the router starts loading the first page before rendering).
 */
function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    await loadCatalogue();
    return { Component: (await load()).default };
  };
}

const loginSelect = page(() => import('./public/LoginSelectPage.tsx'));
const adminLogin = page(() => import('../features/account/LoginPage.tsx'));
const legal = page(() => import('./public/LegalPage.tsx'));
const fixedScreen = page(() => import('./shell/FixedScreenRoute.tsx'));

/** The routes of the spec's table; /{brand}admin follows the runtime brand (default /kakshaadmin). */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: loginSelect },
      { path: 'loginselect', lazy: loginSelect },
      { path: 'home', lazy: page(() => import('./home/HomePage.tsx')) },
      { path: 'registrationform', lazy: page(() => import('../features/account/RegistrationPage.tsx')) },
      { path: `${config.brand}admin`, lazy: adminLogin },
      { path: 'login', lazy: adminLogin },
      { path: 'restorepassword', lazy: page(() => import('../features/account/RestorePasswordPage.tsx')) },
      // The link in a new staff user's invitation email (the token rides in the #fragment).
      { path: 'accept-invitation', lazy: page(() => import('../features/users/AcceptInvitationPage.tsx')) },
      { path: 'enquire/:key', lazy: page(() => import('../features/enquiries/PublicEnquiryPage.tsx')) },
      { path: 'privacy-policy', lazy: legal },
      { path: 'terms-of-use', lazy: legal },
      { path: 'cookie-policy', lazy: legal },
      {
        // Auto-login: take the values, then at once swap the URL for /adminhome (replacing the history
        // entry) so the password never stays in the address bar; the shell logs in by POST.
        path: 'adminhome/:EmailID/:Password',
        Component: PageLoading,
        loader: ({ params }) => {
          stashAutoLogin({ email: params.EmailID ?? '', password: params.Password ?? '' });
          return replace('/adminhome');
        },
      },
      {
        lazy: page(() => import('./shell/Shell.tsx')),
        children: [
          { path: 'adminhome', lazy: page(() => import('./shell/AdminHomeRoute.tsx')) },
          { path: 'dashboard', handle: { screen: 'Dashboard' }, lazy: fixedScreen },
          { path: 'profile', handle: { screen: 'MyProfile' }, lazy: fixedScreen },
          { path: 'payroll', handle: { screen: 'Payroll' }, lazy: fixedScreen },
          { path: 'panels', handle: { screen: 'Panels' }, lazy: fixedScreen },
          {
            path: 'chapterdetails/:suCode/:boardCode/:classCode/:subjectCode',
            handle: { screen: 'ChapterDetails' },
            lazy: fixedScreen,
          },
          { path: ':SUCode/:videoURL', lazy: page(() => import('../features/payroll/VideoPage.tsx')) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
