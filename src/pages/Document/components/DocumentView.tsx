/** A documentation page in the UI language: the large spinner while its chunk loads, an error with retry if it fails. */
import PageLoading from '@/components/PageLoading';
import type { LoadContent } from '@/documentation/load';
import type { DocKind } from '@/documentation/types';
import { useDocContent } from '../hooks/useDocContent';
import DocBody from './DocBody';
import LoadFailed from './LoadFailed';
import '../document.css';

export default function DocumentView({ kind, load }: { kind: DocKind; load?: LoadContent }) {
  const [state, retry] = useDocContent(kind, load);
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'error') return <LoadFailed onRetry={retry} />;
  return <DocBody doc={state.doc} />;
}
