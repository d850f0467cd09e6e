import { Provider as GraphQLProvider } from 'urql';
import { BrowserRouter } from 'react-router';
import { graphqlClient } from './graphql/client';
import { AppRoutes } from './routes';
import { firstLoadQuery } from './first-load-query';
import { ShellDataProvider } from './shell-data';
import { AntTheme } from './ant-theme';
import { LazyAntApp } from './lazy-ant-app';
import { AuthProvider } from '../features/accounts/auth-context';

export function App() {
  return (
    <AntTheme>
      <LazyAntApp>
        <GraphQLProvider value={graphqlClient}>
          <ShellDataProvider query={firstLoadQuery(window.location.pathname)}>
            <AuthProvider>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </AuthProvider>
          </ShellDataProvider>
        </GraphQLProvider>
      </LazyAntApp>
    </AntTheme>
  );
}
