import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Button, ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { AntTheme } from './ant-theme';
import { theme } from './theme';

/** The `--ant-*` CSS variables Ant Design's style engine wrote into the page, by name. */
function cssVariables(): Map<string, string> {
  const css = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const variables = new Map<string, string>();
  for (const [, name, value] of css.matchAll(/(--ant-[\w-]+):([^;}]+)/g))
    if (name && value) variables.set(name, value.trim());
  return variables;
}

function themedButtonVariables(wrap: (button: ReactNode) => ReactNode) {
  document.head.innerHTML = '';
  const { unmount } = render(<>{wrap(<Button type="primary">Book</Button>)}</>);
  const variables = cssVariables();
  unmount();
  return variables;
}

describe('AntTheme', () => {
  it('themes Ant Design components exactly as ConfigProvider with the same theme does', () => {
    const ours = themedButtonVariables((button) => <AntTheme>{button}</AntTheme>);
    const configProvider = themedButtonVariables((button) => <ConfigProvider theme={theme}>{button}</ConfigProvider>);

    expect(ours.get('--ant-color-primary')).toBe('#3730a3');
    expect(ours.get('--ant-color-error')).toBe('#cf1322');
    expect(ours.get('--ant-color-text-description')).toBe('rgba(0, 0, 0, 0.65)');
    expect(ours.size).toBeGreaterThan(100);
    expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(configProvider));
  });
});
