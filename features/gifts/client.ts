// The gifts shop's app pages as client islands (basket, cards, checkout).
export { BasketView } from './components/BasketView';
export { CardsView } from './components/CardsView';
export { LazyCheckoutView } from './components/LazyCheckoutView';
