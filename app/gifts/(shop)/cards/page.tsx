import { CardsPage, cardsPageMetadata } from '@/features/gifts/cards-page';

export const revalidate = 3600;
export const metadata = cardsPageMetadata;

export default CardsPage;
