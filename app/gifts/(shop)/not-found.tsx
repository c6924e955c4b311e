import { NotFoundPage } from '@/features/content/pages';

export default function NotFound() {
  return <NotFoundPage storefront="gifts" />;
}
