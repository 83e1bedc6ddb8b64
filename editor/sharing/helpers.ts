// The sharing panel's small helpers: dates and failures in words, copying a link, and the props
// every page's controls share.
import { toast } from 'react-toastify';
import type { PortfolioSharing, TargetSharing } from '../../model/sharing';
import type { SharingServices } from './services';

export const day = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
export const moment = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const failureOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** The whole address of each link made in this visit: the server keeps only a hash, so it can't show them again. */
export type KnownUrls = Map<string, string>;

export async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied');
  } catch {
    toast.error('Could not copy: select the link and copy it yourself');
  }
}

export type ControlProps = {
  portfolioId: string;
  target: TargetSharing;
  services: SharingServices;
  urls: KnownUrls;
  remember: (linkId: string, url: string) => void;
  onChange: (sharing: PortfolioSharing) => void;
};
