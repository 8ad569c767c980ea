/** How links inside the content resolve: a section of this page by id (its title, jump), or of the other page. */
import { Link } from '@umijs/max';
import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';
import type { DocKind, DocRef } from '@/documentation/types';

export interface DocLinksValue {
  titleOf: (id: string) => string | undefined;
  open: (id: string) => void;
}

export const DocLinksContext = createContext<DocLinksValue>({ titleOf: () => undefined, open: () => {} });

export const DOC_PATHS: Record<DocKind, string> = {
  product: '/document/productDocumentation',
  maintenance: '/document/maintenanceInstructions',
};

/** A click the page handles itself: not a middle click nor one that asks for a new tab or window. */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A same-page link that jumps to the section (and records the hash) instead of reloading anything. */
export function SectionLink({ id, children }: { id: string; children: ReactNode }) {
  const { open } = useContext(DocLinksContext);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    open(id);
  };
  return (
    <a href={`#${id}`} onClick={onClick}>
      {children}
    </a>
  );
}

export function RefLink({ target }: { target: DocRef }) {
  const { titleOf } = useContext(DocLinksContext);
  if ('doc' in target) return <Link to={`${DOC_PATHS[target.doc]}#${target.id}`}>{target.label}</Link>;
  return <SectionLink id={target.id}>{titleOf(target.id) || target.id}</SectionLink>;
}
