import { useAtomValue } from 'jotai';
import { appStore, sessionUserIdAtom } from '../session/session';

/** Who cached data belongs to: the signed-in account's id, '' when signed out. */
export type Owner = string;

/** The signed-in account's id, for query keys: one user's cache is never served to another. */
export const useCacheOwner = (): Owner =>
  useAtomValue(sessionUserIdAtom, { store: appStore }) ?? '';

/** The same, outside React and at the moment of the call. */
export const currentCacheOwner = (): Owner => appStore.get(sessionUserIdAtom) ?? '';
