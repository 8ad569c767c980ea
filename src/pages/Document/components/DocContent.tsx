/**
 * The document itself: the lead paragraph, then each chapter (h2) with its sections (h3). Headings take focus
 * (tabIndex -1) when a link lands on them; sections are not landmarks, there are too many of them.
 */
import type { DocPage, DocSection } from '@/documentation/types';
import Blocks from './Blocks';

function Section({ section, target }: { section: DocSection; target?: string }) {
  return (
    <section id={section.id} className={`doc-section${target === section.id ? ' is-target' : ''}`}>
      <h3 tabIndex={-1}>{section.title}</h3>
      <Blocks blocks={section.blocks} />
    </section>
  );
}

export default function DocContent({ doc, target }: { doc: DocPage; target?: string }) {
  return (
    <>
      <p className="doc-lead">{doc.intro}</p>
      {doc.chapters.map((chapter) => (
        <section key={chapter.id} id={chapter.id} className={`doc-chapter${target === chapter.id ? ' is-target' : ''}`}>
          <div className="doc-chapter-head">
            <h2 tabIndex={-1}>{chapter.title}</h2>
            {chapter.intro ? <p>{chapter.intro}</p> : null}
          </div>
          {chapter.sections.map((section) => (
            <Section key={section.id} section={section} target={target} />
          ))}
        </section>
      ))}
    </>
  );
}
