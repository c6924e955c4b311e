/** A hash of what tsc checks: every TypeScript file of the project, its tsconfig and its locked dependencies. */
export function sourcesHash(): string;
/** True when `npm run typecheck` passed on exactly the sources there are now. */
export function typeCheckedAlready(stamp?: string): boolean;
