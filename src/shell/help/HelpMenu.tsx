/**
 * The header's Help entry: a menu of the product documentation, the maintenance instructions, the video
 * tutorials and, on a page that has one, that page's section. Each opens in a new tab so the task at hand stays;
 * the menu and its entries are reachable and operable with the keyboard (../HeaderMenu).
 */
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useLocation } from '@umijs/max';
import { useT } from '@/locales/t';
import { docHref, HELP_ENTRIES, pageDocOf } from '@/components/help/docLinks';
import HeaderMenu from '../HeaderMenu';

const link = (href: string, label: string) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {label}
  </a>
);

export default function HelpMenu() {
  const t = useT();
  const { pathname } = useLocation();
  const page = pageDocOf(pathname);
  const items = [
    ...(page
      ? [
          { key: 'page', label: link(page.href, t('help.thisPage', { section: t(page.title) })) },
          { type: 'divider' as const },
        ]
      : []),
    ...HELP_ENTRIES.map((entry) => ({ key: entry.key, label: link(docHref(entry.target), t(entry.label)) })),
  ];
  return <HeaderMenu icon={<QuestionCircleOutlined />} label={t('help.label')} testId="help-menu" menu={{ items }} />;
}
