// Drafts on this device by owner, without reading a draft's document: the session needs it on every page.
import { createContext, useContext, useState } from 'react';

/*
 * Drafts on this device belong to one account: each key names its owner's user id, so a draft is only
 * ever read back for that account. An expired session leaves them for the same designer's next
 * login; an explicit logout removes them (src/session). Keys written before drafts had owners
 * ("portfolio-draft-{id}", "case-study-draft-{id}-{project}") name nobody, so they are never read.
 */
export type DraftKind = 'portfolio' | 'case-study' | 'setup';

const PREFIXES: Record<DraftKind, string> = {
  portfolio: 'portfolio-draft-',
  'case-study': 'case-study-draft-',
  /** The setup wizard's answers and step, by portfolio id, until setup is completed or skipped. */
  setup: 'portfolio-setup-',
};
const OWNED = 'user:';

const ownerPart = (owner: string) => `${OWNED}${encodeURIComponent(owner)}:`;
const keyOf = (owner: string, kind: DraftKind, id: string) =>
  `${PREFIXES[kind]}${ownerPart(owner)}${encodeURIComponent(id)}`;

/** The account whose drafts this part of the app reads and writes (null when signed out). */
const DraftOwnerContext = createContext<string | null>(null);
export const DraftOwnerProvider = DraftOwnerContext.Provider;

/**
 * The draft owner when the editor opened. Kept for its lifetime: when a 401 ends the session, the
 * edits still on screen are kept for the designer who made them, not for whoever signs in next.
 */
export function useDraftOwner(): string | null {
  const current = useContext(DraftOwnerContext);
  const [owner] = useState(current);
  return owner;
}

function storedKeys(): string[] {
  try {
    return Object.keys(localStorage);
  } catch {
    return [];
  }
}

export function readStoredDraft(owner: string | null, kind: DraftKind, id: string): unknown {
  if (!owner) return undefined;
  try {
    const raw = localStorage.getItem(keyOf(owner, kind, id));
    return raw ? (JSON.parse(raw) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function writeStoredDraft(
  owner: string | null,
  kind: DraftKind,
  id: string,
  draft: unknown,
) {
  if (!owner) return;
  try {
    localStorage.setItem(keyOf(owner, kind, id), JSON.stringify(draft));
  } catch {
    // A full storage quota must not break editing; the server save still works.
  }
}

export function removeStoredDraft(owner: string | null, kind: DraftKind, id: string) {
  if (owner) localStorage.removeItem(keyOf(owner, kind, id));
}

const isDraftKey = (key: string) =>
  Object.values(PREFIXES).some((prefix) => key.startsWith(prefix));
const ownedBy = (key: string, owner: string) =>
  Object.values(PREFIXES).some((prefix) => key.startsWith(`${prefix}${ownerPart(owner)}`));
const ownerless = (key: string) =>
  isDraftKey(key) && !Object.values(PREFIXES).some((prefix) => key.startsWith(prefix + OWNED));

/** Whether this device holds unsaved edits of this account. */
export function hasDrafts(owner: string): boolean {
  return storedKeys().some((key) => ownedBy(key, owner));
}

/** Removes this account's drafts from the device (an explicit logout). */
export function discardDrafts(owner: string) {
  for (const key of storedKeys()) if (ownedBy(key, owner)) localStorage.removeItem(key);
}

/** Removes drafts kept before drafts had owners: nobody can be shown to have written them. */
export function discardOwnerlessDrafts() {
  for (const key of storedKeys()) if (ownerless(key)) localStorage.removeItem(key);
}
