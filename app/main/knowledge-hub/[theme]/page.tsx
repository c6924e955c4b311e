import { contentStaticParams } from '@/content-sync/content-paths';
import { ContentPage, contentPageMetadata } from '@/features/content/pages';
import { isKnowledgeHubTheme, knowledgeHubStaticParams } from '@/features/listing';
import { KnowledgeHubThemePage, knowledgeHubThemeMetadata } from '@/features/listing/pages';
import { BLOCK_RENDERERS } from '@/app/block-renderers';

// /knowledge-hub/{theme}: the seven themes' listings (SPEC §2). This route also receives the
// knowledge hub's own content pages one level down (/knowledge-hub/early-warning-systems),
// since it is more specific than app/main/[...path]: those render as content pages.

type Props = { params: Promise<{ theme: string }> };

export const revalidate = 3600;
export const dynamicParams = true;

export async function generateStaticParams() {
  return knowledgeHubStaticParams((await contentStaticParams('main')).map((p) => p.path));
}

export async function generateMetadata({ params }: Props) {
  const { theme } = await params;
  return isKnowledgeHubTheme(theme) ? knowledgeHubThemeMetadata(theme) : contentPageMetadata('main', ['knowledge-hub', theme]);
}

export default async function Page({ params }: Props) {
  const { theme } = await params;
  return isKnowledgeHubTheme(theme) ? (
    <KnowledgeHubThemePage theme={theme} />
  ) : (
    <ContentPage renderers={BLOCK_RENDERERS} storefront="main" segments={['knowledge-hub', theme]} />
  );
}
