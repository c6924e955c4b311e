import { StorefrontHome } from '@/features/content/components/StorefrontHome';

export const revalidate = 300;

export default function GiftsHome() {
  return <StorefrontHome storefront="gifts" />;
}
