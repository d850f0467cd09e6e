import { useMemo, type ReactNode } from 'react';
import { DesignTokenContext, type DesignTokenProviderProps } from 'antd/es/theme/context';
import defaultSeedToken from 'antd/es/theme/themes/seed';
import { theme } from './theme';

/** The key of the CSS variables the theme's tokens are written to (`.css-var-eazy2con { --ant-color-primary: … }`). */
const CSS_VAR_KEY = 'css-var-eazy2con';

/**
 * The app's Ant Design theme (theme.ts) without `ConfigProvider`: only the design-token context that every Ant
 * Design component reads its theme from, set as `ConfigProvider theme={theme}` sets it. ConfigProvider's module
 * imports the style engine, locales, form messages, motion and tooltip providers up front (about 40 kB gzip), so
 * with it the shell carried all of them on every first load; this provider imports nothing of the style engine,
 * which now loads with the first component a page renders. The rest of ConfigProvider's settings are Ant Design's
 * defaults (English, `ant` prefix), which the app never changed. ant-theme.test.tsx checks that the theme's CSS
 * variables are the ones ConfigProvider writes.
 */
export function AntTheme({ children }: { children: ReactNode }) {
  const value = useMemo<DesignTokenProviderProps>(() => {
    const token = { ...defaultSeedToken, ...theme.token };
    return { token, override: { override: token }, components: {}, hashed: true, cssVar: { key: CSS_VAR_KEY } };
  }, []);
  return <DesignTokenContext.Provider value={value}>{children}</DesignTokenContext.Provider>;
}
