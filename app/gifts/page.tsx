import { HomePage, homePageMetadata } from '@/features/content/pages';

export const revalidate = 3600;

export function generateMetadata() {
  return homePageMetadata('gifts');
}

export default function Page() {
  return <HomePage storefront="gifts" />;
}
