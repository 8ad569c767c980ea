/** The contextual help of a page: a link to its section of the product documentation, in a new tab. */
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useLocation } from '@umijs/max';
import { useT } from '@/locales/t';
import { pageDocOf } from './docLinks';

export default function PageHelpLink() {
  const t = useT();
  const { pathname } = useLocation();
  const page = pageDocOf(pathname);
  if (!page) return null;
  return (
    <a
      href={page.href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="page-help"
      title={t('help.thisPage', { section: t(page.title) })}
    >
      <QuestionCircleOutlined aria-hidden /> {t('help.pageLink', { section: t(page.title) })}
    </a>
  );
}
