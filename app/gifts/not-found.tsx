import { NotFoundPage } from '@/features/content/server';

export default function NotFound() {
  return <NotFoundPage storefront="gifts" />;
}
