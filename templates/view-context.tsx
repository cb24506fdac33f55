/** The view of the page being rendered, for the frame and shared parts (page templates get their data as props). */
import { createContext, useContext } from 'react';
import type { PageView } from '../src/site/view-types.ts';

/** Provides the {@link PageView} while one page renders (set by `render.tsx`). */
export const ViewContext = createContext<PageView | null>(null);

/** The view of the page being rendered; throws outside a render. */
export function useView(): PageView {
  const value = useContext(ViewContext);
  if (!value) throw new Error('useView() called outside a page render');
  return value;
}
