// The content feature's components for other features' pages (server components).
export { ErrorView } from './ErrorView';
// SPEC §6 preview mode's marker, for the root layout.
export { PreviewMarker } from './PreviewMarker';
