/**
 * A loaded documentation page: the search field and side navigation on the side, the document (or, while
 * searching, the search results) beside them. Deep links (#id) land on their section.
 */
import { ArrowUpOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useT } from '@/locales/t';
import { outlineOf } from '@/documentation/outline';
import type { DocPage } from '@/documentation/types';
import { useActiveSection } from '../hooks/useActiveSection';
import { useSectionTarget } from '../hooks/useSectionTarget';
import { indexOutline, normalizeQuery, searchIndex } from '../search';
import DocContent from './DocContent';
import { DocLinksContext } from './DocLinks';
import SearchBox, { SEARCH_INPUT_ID } from './SearchBox';
import SearchResults, { useSearchSummary } from './SearchResults';
import Toc from './Toc';

/** Back to the top of the page, with focus on the search field (where a reader would go next). */
function backToTop() {
  window.scrollTo({ top: 0 });
  document.getElementById(SEARCH_INPUT_ID)?.focus({ preventScroll: true });
}

export default function DocBody({ doc }: { doc: DocPage }) {
  const t = useT();
  const entries = useMemo(() => outlineOf(doc), [doc]);
  const ids = useMemo(() => entries.map((entry) => entry.id), [entries]);
  const index = useMemo(() => indexOutline(entries), [entries]);
  const [query, setQuery] = useState('');
  const searching = normalizeQuery(query) !== '';
  const result = useMemo(() => searchIndex(index, query), [index, query]);
  const summary = useSearchSummary();
  const { target, goTo } = useSectionTarget(!searching);
  const active = useActiveSection(ids, !searching, target);

  const links = useMemo(
    () => ({
      titleOf: (id: string) => entries.find((entry) => entry.id === id)?.title,
      open: (id: string) => {
        setQuery('');
        goTo(id);
      },
    }),
    [entries, goTo],
  );

  return (
    <DocLinksContext.Provider value={links}>
      <div className="doc-body">
        <aside className="doc-aside">
          <SearchBox value={query} onChange={setQuery} status={searching ? summary(query, result) : ''} />
          <Toc chapters={doc.chapters} active={active} onOpen={links.open} />
        </aside>
        <div className="doc-article">
          {searching ? (
            <SearchResults query={query} result={result} onClear={() => setQuery('')} />
          ) : (
            <>
              <DocContent doc={doc} target={target} />
              <Button className="doc-back-top" type="link" icon={<ArrowUpOutlined aria-hidden />} onClick={backToTop}>
                {t('document.backToTop')}
              </Button>
            </>
          )}
        </div>
      </div>
    </DocLinksContext.Provider>
  );
}
