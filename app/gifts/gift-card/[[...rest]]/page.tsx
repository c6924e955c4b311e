import { HomePage, homePageMetadata } from '@/features/content/pages';

// SPEC §2: '/gift-card/...' shows the gifts home page.
export const revalidate = 3600;

export function generateStaticParams() {
  return [{ rest: [] }];
}

export function generateMetadata() {
  return homePageMetadata('gifts');
}

export default function Page() {
  return <HomePage storefront="gifts" />;
}
