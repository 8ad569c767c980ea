// Umi's convention: the fallback while a page chunk loads (the large centred spinner, after 200 ms).
export { default } from '@/components/PageLoading';
