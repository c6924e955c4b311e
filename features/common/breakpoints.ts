// SPEC §9 image breakpoints (px). No imports: next.config.ts reads this file for next/image's
// deviceSizes.
export const IMAGE_BREAKPOINTS = { ss: 360, ms: 480, xs: 576, sm: 768, md: 992, lg: 1200, xl: 1520, ll: 1920 } as const;
export const DEVICE_SIZES: number[] = Object.values(IMAGE_BREAKPOINTS);
