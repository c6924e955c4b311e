// The consent feature's components: the dialog and its first-paint script (storefront
// layouts), the tag manager and web vitals (root layout).
export { ConsentDialog, MANAGE_COOKIES_HASH } from './ConsentDialog';
export type { ConsentDialogProps } from './ConsentDialog';
export { ConsentFirstPaint } from './ConsentFirstPaint';
export { TagManager } from './TagManager';
export { WebVitals } from './WebVitals';
