import type { ThemeConfig } from 'antd';

// antd's default #1677ff on white is 3.9:1; this blue passes WCAG AA (4.5:1) for text and links.
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    // Hover is derived lighter (#2e7ae6 buttons at 4.2:1 under white text, #579df2 links at 2.8:1): go darker.
    colorPrimaryHover: '#003eb3',
    colorLinkHover: '#003eb3',
    // Info is its own seed (#1677ff by default): processing tags and badges, info alerts. Same accessible blue.
    colorInfo: '#0958d9',
    // antd's #ff4d4f is 3.3:1 on white; danger links and error texts need 4.5:1.
    colorError: '#cf1322',
    // Secondary texts (descriptions labels, hints) at 4.5:1 or more on white.
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // A busy button fades to 0.65 by default: white on the faded primary is about 3.1:1; at 0.85 about 4.6:1.
    opacityLoading: 0.85,
    borderRadius: 6,
  },
};

export default theme;
