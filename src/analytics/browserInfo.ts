/** Browser name and major.minor version from the user agent, for client_open. */
export interface BrowserInfo {
  name: string;
  version: string;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const PATTERNS: Array<[string, RegExp]> = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari\//],
];

export function browserInfo(userAgent: string): BrowserInfo {
  for (const [name, pattern] of PATTERNS) {
    const match = userAgent.match(pattern);
    if (match) return { name, version: match[1].split('.').slice(0, 2).join('.') };
  }
  return { name: 'Other', version: '' };
}
