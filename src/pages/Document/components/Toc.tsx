/**
 * The side navigation: every chapter and section of the page. Choosing an entry jumps to the section; the entry
 * the reader is at is marked. On a phone the list folds behind a Contents button.
 */
import { DownOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useT } from '@/locales/t';
import type { DocChapter } from '@/documentation/types';
import { isPlainClick } from './DocLinks';

interface Props {
  chapters: DocChapter[];
  active?: string;
  onOpen: (id: string) => void;
}

const LIST_ID = 'doc-toc-list';

export default function Toc({ chapters, active, onOpen }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);

  // Keeps the reader's entry in sight when the list is taller than the side column (scrolls the list only).
  useEffect(() => {
    const list = nav.current;
    const link = list?.querySelector<HTMLElement>('a.is-active');
    if (!list || !link || list.scrollHeight <= list.clientHeight) return;
    const top = link.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + link.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = top - list.clientHeight / 3;
  }, [active]);

  const entry = (id: string, title: string) => {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      setOpen(false);
      onOpen(id);
    };
    return (
      <a
        href={`#${id}`}
        onClick={onClick}
        aria-current={active === id ? 'location' : undefined}
        className={active === id ? 'is-active' : undefined}
      >
        {title}
      </a>
    );
  };

  return (
    <nav ref={nav} className={`doc-toc${open ? ' is-open' : ''}`} aria-label={t('document.toc.label')}>
      <button
        type="button"
        className="doc-toc-toggle"
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={() => setOpen(!open)}
      >
        <UnorderedListOutlined aria-hidden />
        <span>{t('document.toc.toggle')}</span>
        <DownOutlined aria-hidden className="doc-toc-caret" />
      </button>
      <p className="doc-toc-title" aria-hidden>
        {t('document.toc.label')}
      </p>
      <ol id={LIST_ID} className="doc-toc-list">
        {chapters.map((chapter) => (
          <li key={chapter.id}>
            {entry(chapter.id, chapter.title)}
            <ol>
              {chapter.sections.map((section) => (
                <li key={section.id}>{entry(section.id, section.title)}</li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
