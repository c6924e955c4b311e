// The consent feature's components: the dialog (storefront layouts), the tag manager and web
// vitals (root layout).
export { ConsentDialog, MANAGE_COOKIES_HASH } from './ConsentDialog';
export type { ConsentDialogProps } from './ConsentDialog';
export { TagManager } from './TagManager';
export { WebVitals } from './WebVitals';
