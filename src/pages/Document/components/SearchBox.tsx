/**
 * The in-page search field. Esc clears it; "/" anywhere on the page (outside a text field) focuses it. A live
 * region announces the number of results to screen readers.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Input, type InputRef } from 'antd';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useT } from '@/locales/t';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** What the live region says (the count, or that nothing matched); empty when not searching. */
  status: string;
}

export const SEARCH_INPUT_ID = 'doc-search';

const isTextField = (element: EventTarget | null) =>
  element instanceof HTMLElement &&
  (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));

export default function SearchBox({ value, onChange, status }: Props) {
  const t = useT();
  const input = useRef<InputRef>(null);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && value) {
      event.preventDefault();
      onChange('');
    }
  };

  return (
    <div role="search" className="doc-search">
      <Input
        ref={input}
        id={SEARCH_INPUT_ID}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('document.search.placeholder')}
        aria-label={t('document.search.label')}
        aria-keyshortcuts="/"
        aria-describedby="doc-search-hint"
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        autoComplete="off"
        spellCheck={false}
      />
      <span id="doc-search-hint" className="doc-sr-only">
        {t('document.search.escape')}
      </span>
      <div role="status" className="doc-sr-only">
        {status}
      </div>
    </div>
  );
}
