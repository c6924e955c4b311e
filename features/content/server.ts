// The preview flags handler, for app/ only. The pages are in pages.tsx.
export { flagsRequest } from './preview';
