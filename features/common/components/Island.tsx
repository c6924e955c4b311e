import { Suspense, type ReactNode } from 'react';

// A client island hydrated in a pass of its own. React hydrates what a Suspense boundary holds
// after the page around it, at a lower priority and yielding to the browser between passes,
// so the page's hydration is several short tasks instead of one long one (Lighthouse's Total
// Blocking Time on a phone). Nothing here suspends while the server renders, so the HTML is
// the same and the island shows with the page; a click on it before its pass hydrates it first
// and is then replayed (React's selective hydration).
// Only for islands that render the same before and after their state is read: a form whose
// typed text must survive hydration (the donation chooser) stays in the page's own pass.

export function Island({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
