// The content feature's components for other features' pages (server components).
export { ErrorView } from './ErrorView';
