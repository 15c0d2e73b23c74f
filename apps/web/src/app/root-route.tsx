import { Center, Loader } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router';
import { useLoadProfileOnStart } from './profile-loader.ts';
import { useRouteDocumentTitle } from './route-title.ts';

export function RootRoute() {
  useRouteDocumentTitle();
  useLoadProfileOnStart();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Shown while the first route's code loads. */
export function RouteFallback() {
  return (
    <Center h="100dvh" aria-busy="true">
      <Loader role="progressbar" aria-label="Cargando" />
    </Center>
  );
}
