import { KnowledgeHubPage, knowledgeHubMetadata } from '@/features/listing/pages';

// /knowledge-hub: the hub's landing page with its seven themes (SPEC §2).
export const revalidate = 3600;

export const metadata = knowledgeHubMetadata;

export default function Page() {
  return <KnowledgeHubPage />;
}
