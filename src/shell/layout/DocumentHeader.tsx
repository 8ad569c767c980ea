/**
 * The documentation site's header: the product name, the two documents, the language switcher and the way back
 * to the console. The console link is a full page load: the console's session starts on its own paths only.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, NavLink } from '@umijs/max';
import LanguageSwitcher from '@/shell/LanguageSwitcher';
import { LOGO_URL } from '../../../config/shared';
import { useT } from '@/locales/t';

export const PRODUCT_DOCUMENTATION = '/document/productDocumentation';
export const MAINTENANCE_INSTRUCTIONS = '/document/maintenanceInstructions';

export default function DocumentHeader() {
  const t = useT();
  return (
    <header className="doc-header">
      <div className="doc-header-inner">
        <Link to={PRODUCT_DOCUMENTATION} className="doc-brand">
          <img src={LOGO_URL} alt="" width={28} height={28} />
          <span className="doc-brand-platform">{t('title.platform')}</span>
          <span className="doc-brand-label">{t('document.title')}</span>
        </Link>
        <nav className="doc-switch" aria-label={t('document.nav.label')}>
          <NavLink to={PRODUCT_DOCUMENTATION}>{t('menu.document.productDocumentation')}</NavLink>
          <NavLink to={MAINTENANCE_INSTRUCTIONS}>{t('menu.document.maintenanceInstructions')}</NavLink>
        </nav>
        <div className="doc-header-actions">
          <LanguageSwitcher />
          <a href="/home" className="doc-console-link">
            <ArrowLeftOutlined aria-hidden />
            <span className="doc-console-text">{t('document.backToConsole')}</span>
          </a>
        </div>
      </div>
    </header>
  );
}
