import { useT } from '@/locales/t';

export default function ProductDocumentationPage() {
  const t = useT();
  return <main><h1>{t('menu.document.productDocumentation')}</h1></main>;
}
