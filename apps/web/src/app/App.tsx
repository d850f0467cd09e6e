import type { ComponentType, ReactNode } from 'react';
import { IconProvider } from '@ant-design/icons';
import { Provider as GraphQLProvider, type Client } from 'urql';
import { AppRoutes } from './routes';
import { firstLoadQuery } from './first-load-query';
import { ShellDataProvider } from '../core/shell-data';
import { AntTheme } from './ant-theme';
import { LazyAntApp } from '../core/lazy-ant-app';
import { AuthProvider } from '../features/accounts/auth-context';

interface AppProps {
  client: Client;
  /** The path landed on: it picks the first load's query. */
  pathname: string;
  /** BrowserRouter in the browser, a StaticRouter at the requested address on the server (entry-server.tsx). */
  Router: ComponentType<{ children: ReactNode }>;
}

/** The icons' own stylesheet is in styles.css: no <style> added at run time, so a server-rendered page is not restyled. */
const ICONS = { zeroRuntime: true };

export function App({ client, pathname, Router }: AppProps) {
  return (
    <IconProvider value={ICONS}>
      <AntTheme>
        <LazyAntApp>
          <GraphQLProvider value={client}>
            <ShellDataProvider query={firstLoadQuery(pathname)}>
              <AuthProvider>
                <Router>
                  <AppRoutes />
                </Router>
              </AuthProvider>
            </ShellDataProvider>
          </GraphQLProvider>
        </LazyAntApp>
      </AntTheme>
    </IconProvider>
  );
}
