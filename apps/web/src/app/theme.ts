import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#3730a3',
    colorLink: '#3730a3',
    borderRadius: 8,
    // antd's default secondary text (45 % black) is below WCAG AA contrast on white.
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // antd's default error red (#ff4d4f, 3.3:1 on white) fails AA for form messages; red-7 is 5.6:1.
    colorError: '#cf1322',
    fontFamily: "'Inter', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
