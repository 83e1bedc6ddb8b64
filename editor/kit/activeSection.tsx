import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';

// Item and image controls are mounted for the section being worked on only: a 100-section canvas
// would otherwise hold tens of thousands of buttons nobody is near.

/** The section under the pointer and the one holding the focus; each stays until another takes over. */
function activeSections() {
  let hovered: string | null = null;
  let focused: string | null = null;
  const listeners = new Set<() => void>();
  const settle = (next: { hovered?: string; focused?: string }) => {
    const before = [hovered, focused];
    hovered = next.hovered ?? hovered;
    focused = next.focused ?? focused;
    if (before[0] !== hovered || before[1] !== focused)
      for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    isActive: (id: string) => hovered === id || focused === id,
    /** The section's element props that make it the one worked on when pointed at or focused into. */
    activationProps: (id: string) => ({
      // Not while a button is held: a drag that crosses another section keeps its own controls.
      onPointerEnter: (event: { buttons?: number }) => !event.buttons && settle({ hovered: id }),
      onFocus: () => settle({ focused: id }),
    }),
  };
}

const ActiveSectionsContext = createContext(activeSections());

/** One canvas's record of the section worked on (a builder opened anew starts with none). */
export function ActiveSectionsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(activeSections);
  return <ActiveSectionsContext.Provider value={store}>{children}</ActiveSectionsContext.Provider>;
}

/** Props for a section's element: pointing at it or focusing into it makes it the one worked on. */
export const useActivation = (id: string) => useContext(ActiveSectionsContext).activationProps(id);

/** Outside a builder's section (the case-study editor) every control is always there. */
const SectionActiveContext = createContext(true);

/** Whether this section is the one pointed at or holding the focus (false, and quiet, unless `asked`). */
export function useIsActiveSection(id: string, asked = true) {
  const store = useContext(ActiveSectionsContext);
  return useSyncExternalStore(store.subscribe, () => asked && store.isActive(id));
}

/** Tells the kit inside one section whether its controls are wanted now. */
export function SectionActivity({ id, children }: { id: string; children: ReactNode }) {
  const active = useIsActiveSection(id);
  return <SectionActiveContext.Provider value={active}>{children}</SectionActiveContext.Provider>;
}

/** Whether the controls of the kit's elements should be in the page. */
export const useSectionActive = () => useContext(SectionActiveContext);
