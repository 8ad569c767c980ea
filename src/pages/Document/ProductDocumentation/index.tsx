/**
 * Product documentation: the guide (default) and, under ?tab=tutorials, the video tutorials. The tutorial area
 * loads on demand, so opening the guide makes no request (spec section 4, step 3).
 */
import { Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import PageLoading from '@/components/PageLoading';
import { useUrlState } from '@/hooks/useUrlState';
import { useT } from '@/locales/t';
import DocumentView from '../components/DocumentView';

const Tutorials = lazy(() => import('../Tutorials'));
const TAB_KEYS = ['tab'] as const;

export default function ProductDocumentationPage() {
  const t = useT();
  const [{ tab }, setUrl] = useUrlState(TAB_KEYS);
  const active = tab === 'tutorials' ? 'tutorials' : 'guide';
  return (
    <>
      <div className="doc-page-head">
        <h1>{t('menu.document.productDocumentation')}</h1>
      </div>
      <Tabs
        className="doc-tabs"
        activeKey={active}
        onChange={(key) => setUrl({ tab: key === 'tutorials' ? key : undefined })}
        items={[
          {
            key: 'guide',
            label: t('document.tab.guide'),
            children: active === 'guide' ? <DocumentView kind="product" /> : null,
          },
          {
            key: 'tutorials',
            label: t('tutorial.title'),
            children:
              active === 'tutorials' ? (
                <Suspense fallback={<PageLoading />}>
                  <Tutorials />
                </Suspense>
              ) : null,
          },
        ]}
      />
    </>
  );
}
