/** Renders the blocks of a section: paragraphs, sub-headings, steps, lists, notes, warnings, tables, links. */
import { InfoCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Fragment } from 'react';
import { useT } from '@/locales/t';
import type { DocBlock } from '@/documentation/types';
import { RefLink } from './DocLinks';

function Callout({ tone, text }: { tone: 'note' | 'warning'; text: string }) {
  const t = useT();
  const Icon = tone === 'note' ? InfoCircleOutlined : WarningOutlined;
  return (
    <div className={`doc-callout doc-callout-${tone}`} role="note">
      <Icon className="doc-callout-icon" aria-hidden />
      <p>
        <strong>{t(tone === 'note' ? 'document.callout.note' : 'document.callout.warning')}</strong> {text}
      </p>
    </div>
  );
}

function Table({ block }: { block: Extract<DocBlock, { type: 'table' }> }) {
  return (
    // Wide tables scroll inside their frame on a phone; the frame is focusable so the keyboard can scroll it.
    <div className="doc-table" role="region" aria-label={block.caption} tabIndex={0}>
      <table>
        <caption>{block.caption}</caption>
        <thead>
          <tr>
            {block.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, rowIndex) => (
            // eslint-disable-next-line react/no-array-index-key -- rows of static content in a fixed order
            <tr key={rowIndex}>
              {/* eslint-disable-next-line react/no-array-index-key -- cells of a row are positional */}
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Block({ block }: { block: DocBlock }) {
  const t = useT();
  switch (block.type) {
    case 'p':
      return <p>{block.text}</p>;
    case 'h':
      return <h4>{block.text}</h4>;
    case 'steps':
    case 'list': {
      const List = block.type === 'steps' ? 'ol' : 'ul';
      return (
        <List className={block.type === 'steps' ? 'doc-steps' : 'doc-list'}>
          {block.items.map((item, index) => (
            // eslint-disable-next-line react/no-array-index-key -- items of static content in a fixed order
            <li key={index}>{item}</li>
          ))}
        </List>
      );
    }
    case 'note':
    case 'warning':
      return <Callout tone={block.type} text={block.text} />;
    case 'table':
      return <Table block={block} />;
    case 'see':
      return (
        <p className="doc-see">
          <strong>{t('document.seeAlso')}</strong>{' '}
          {block.refs.map((ref, index) => (
            <Fragment key={ref.id}>
              {index > 0 ? ' · ' : null}
              <RefLink target={ref} />
            </Fragment>
          ))}
        </p>
      );
    default:
      return null;
  }
}

export default function Blocks({ blocks }: { blocks: DocBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // eslint-disable-next-line react/no-array-index-key -- blocks are static content in a fixed order
        <Block key={index} block={block} />
      ))}
    </>
  );
}
