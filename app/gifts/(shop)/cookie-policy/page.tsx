import { CookiePolicyPage, cookiePolicyMetadata } from '@/features/listing/pages';

// /cookie-policy (SPEC §2).

export const revalidate = 3600;

export const metadata = cookiePolicyMetadata;

export default function Page() {
  return <CookiePolicyPage storefront="gifts" />;
}
