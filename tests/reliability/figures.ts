import { appendFileSync } from 'node:fs';
import { inject } from 'vitest';

// Each reliability test records its figures here; figures-reporter.ts prints them all at the
// end of the run (the numbers the suite exists for).

declare module 'vitest' {
  export interface ProvidedContext {
    reliability: {
      siteUrl: string;
      sandboxUrl: string;
      distDir: string;
      figuresFile: string;
      /** Server-side secrets the build was given: none may reach a browser. */
      secrets: Record<string, string>;
      /** The site server's process id (its RSS is measured under load). */
      sitePid: number;
      /** The site server's V8 inspector (ws://), for its retained heap; null if it did not print one. */
      siteInspector: string | null;
    };
  }
}

export function reliability() {
  return inject('reliability');
}

export function recordFigure(section: string, name: string, value: string | number): void {
  appendFileSync(reliability().figuresFile, `${JSON.stringify({ section, name, value })}\n`);
}
