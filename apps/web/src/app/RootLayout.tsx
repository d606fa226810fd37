import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
