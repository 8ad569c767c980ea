/**
 * The frame of a management page: a breadcrumb from Home, the page title as the page's one h1, optional actions
 * beside it and an introduction below. The title and the breadcrumb come from the route table. Stands in for
 * pro-components' PageContainer, whose Tabs, Affix, Breadcrumb and header (~25 KB of gzipped JavaScript) the
 * pages do not need on their first load.
 */
import { Link, useLocation } from '@umijs/max';
import { Flex, Spin, theme } from 'antd';
import type { ReactNode } from 'react';
import { findRoute } from '@/shell/layout/routeTable';
import Truncated from '@/components/ResponsiveTable/Truncated';
import type { MessageKey } from '@/locales/types';
import { useT } from '@/locales/t';
import PageHelpLink from '@/shell/help/PageHelpLink';
import './pageFrame.css';

interface Props {
  /** The heading; default: the route's name. */
  title?: ReactNode;
  /** A deeper page (a detail): the route's page becomes a breadcrumb step back to `parentHref`. */
  parentHref?: string;
  /** Buttons on the heading's line. */
  extra?: ReactNode;
  /** A short introduction under the heading. */
  content?: ReactNode;
  loading?: boolean;
  children?: ReactNode;
}

export default function PageFrame({ title, parentHref, extra, content, loading, children }: Props) {
  const t = useT();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const titleKey = findRoute(pathname)?.titleKey as MessageKey | undefined;
  const routeTitle = titleKey ? t(titleKey) : undefined;
  const heading = title ?? routeTitle;
  const steps: { label: ReactNode; href?: string }[] = [{ label: t('menu.home'), href: '/home' }];
  if (parentHref) steps.push({ label: routeTitle, href: parentHref });
  steps.push({ label: heading });

  return (
    <div className="page-frame">
      <nav aria-label={t('layout.breadcrumb')}>
        <ol className="page-frame-breadcrumb" style={{ color: token.colorTextDescription }}>
          {steps.map((step, index) => (
            <li
              key={index}
              aria-current={index === steps.length - 1 ? 'page' : undefined}
              style={index === steps.length - 1 ? { color: token.colorText } : undefined}
            >
              {step.href ? (
                <Link to={step.href}>
                  <Truncated max="min(20em, 60vw)">{step.label}</Truncated>
                </Link>
              ) : (
                <Truncated max="min(40em, 80vw)">{step.label}</Truncated>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <Flex className="page-frame-heading" wrap justify="space-between" align="center" gap="small">
        <h1 style={{ color: token.colorTextHeading }}>
          <Truncated max="100%">{heading}</Truncated>
        </h1>
        <Flex gap="middle" align="center" wrap>
          <PageHelpLink />
          {extra}
        </Flex>
      </Flex>
      {content ? <div className="page-frame-content">{content}</div> : null}
      {loading ? (
        <Flex role="status" aria-label={t('common.loading')} justify="center" style={{ padding: token.paddingLG }}>
          <Spin />
        </Flex>
      ) : (
        children
      )}
    </div>
  );
}
