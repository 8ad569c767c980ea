// Route chunks loading: inside the layout a spinner in the content area; before the layout exists (its own chunk
// still loading) the app shell, so the screen goes on looking like the static shell of index.html.
import PageLoading from '@/components/PageLoading';
import StartupShell from '@/components/StartupShell';

export default function Loading() {
  return typeof document !== 'undefined' && document.querySelector('.ant-pro-layout') ? (
    <PageLoading />
  ) : (
    <StartupShell />
  );
}
