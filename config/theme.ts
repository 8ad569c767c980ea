import type { ThemeConfig } from 'antd';

// antd's default #1677ff on white is 3.9:1; this blue passes WCAG AA (4.5:1) for text and links.
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    borderRadius: 6,
  },
};

export default theme;
