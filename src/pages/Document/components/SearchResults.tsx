/** The sections that contain the search text, the matches highlighted; choosing one opens it in the document. */
import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useT } from '@/locales/t';
import type { SearchResult } from '../search';
import { SectionLink } from './DocLinks';
import Highlight from './Highlight';

/** Snippets shown per section; the rest are counted. */
export const SNIPPETS_SHOWN = 3;

interface Props {
  query: string;
  result: SearchResult;
  onClear: () => void;
}

export function useSearchSummary() {
  const t = useT();
  return (query: string, result: SearchResult) =>
    result.hits.length
      ? t('document.search.count', { matches: result.total, sections: result.hits.length })
      : t('document.search.empty', { query: query.trim() });
}

export default function SearchResults({ query, result, onClear }: Props) {
  const t = useT();
  const summary = useSearchSummary()(query, result);
  return (
    <section className="doc-results" aria-labelledby="doc-results-title" data-testid="doc-search-results">
      <div className="doc-results-head">
        <h2 id="doc-results-title">{t('document.search.results')}</h2>
        <Button icon={<CloseOutlined aria-hidden />} onClick={onClear}>
          {t('document.search.clear')}
        </Button>
      </div>
      {result.hits.length ? (
        <>
          <p className="doc-results-count">{summary}</p>
          <ol className="doc-results-list">
            {result.hits.map((hit) => {
              const shown = hit.snippets.slice(0, SNIPPETS_SHOWN);
              const hidden =
                hit.count - hit.titleRanges.length - shown.reduce((sum, snippet) => sum + snippet.ranges.length, 0);
              return (
                <li key={hit.entry.id} className="doc-result">
                  {hit.entry.level === 3 ? <p className="doc-result-chapter">{hit.entry.chapterTitle}</p> : null}
                  <h3>
                    <SectionLink id={hit.entry.id}>
                      <Highlight text={hit.entry.title} ranges={hit.titleRanges} />
                    </SectionLink>
                  </h3>
                  {shown.map((snippet, index) => (
                    // eslint-disable-next-line react/no-array-index-key -- snippets keep the order of the text
                    <p key={index} className="doc-result-snippet">
                      <Highlight text={snippet.text} ranges={snippet.ranges} />
                    </p>
                  ))}
                  {hidden > 0 ? (
                    <p className="doc-result-more">{t('document.search.more', { count: hidden })}</p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <div className="doc-results-empty">
          <SearchOutlined aria-hidden className="doc-results-empty-icon" />
          <p className="doc-results-empty-title">{summary}</p>
          <p>{t('document.search.emptyHint')}</p>
          <Button type="primary" onClick={onClear}>
            {t('document.search.clear')}
          </Button>
        </div>
      )}
    </section>
  );
}
