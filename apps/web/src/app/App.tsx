import { ConfigProvider } from 'antd';
import { Provider as GraphQLProvider } from 'urql';
import { RouterProvider } from 'react-router';
import { graphqlClient } from './graphql/client';
import { router } from './routes';
import { theme } from './theme';
import { LazyAntApp } from './lazy-ant-app';
import { AuthProvider } from '../features/accounts/auth-context';

export function App() {
  return (
    <ConfigProvider theme={theme}>
      <LazyAntApp>
        <GraphQLProvider value={graphqlClient}>
          <AuthProvider>
            <RouterProvider router={router} />
          </AuthProvider>
        </GraphQLProvider>
      </LazyAntApp>
    </ConfigProvider>
  );
}
