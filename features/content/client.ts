// The content feature's client components: the storefronts' error boundary.
export { PageError } from './components/PageError';
