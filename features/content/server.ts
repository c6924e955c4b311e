// The content feature's pages, their metadata and the preview flags handler: what app/ wires to
// routes (only app/ imports this entry).
export { ContentPage, contentPageMetadata, HomePage, homePageMetadata, NotFoundPage, StatusPage, statusPageMetadata } from './pages';
export { flagsRequest } from './preview';
