import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import type { BuilderServices } from '../services';

type PdfRequest = {
  services: BuilderServices;
  portfolioId: string;
  /** A case study's PDF; the portfolio's without. */
  projectId?: string;
  /** Saves what is on screen (the server prints the saved copy); false when that failed. */
  saveFirst: () => Promise<boolean>;
};

/**
 * Export PDF, for the builder and the case-study editor alike: saves pending edits, has the server
 * print the saved copy, and downloads it; a failure is a toast with the server's reason.
 */
export async function downloadPdf({ services, portfolioId, projectId, saveFirst }: PdfRequest) {
  if (!(await saveFirst())) {
    toast.error('Your latest changes could not be saved, so no PDF was made.');
    return false;
  }
  try {
    await services.pdf(portfolioId, projectId);
    toast.success('PDF downloaded');
    return true;
  } catch (error) {
    toast.error((error as Error).message || 'The PDF could not be made. Please try again.');
    return false;
  }
}

/** downloadPdf, and whether a PDF is being prepared (one at a time). */
export function usePdfDownload(request: PdfRequest) {
  const [preparing, setPreparing] = useState(false);
  const { services, portfolioId, projectId, saveFirst } = request;
  const start = useCallback(async () => {
    if (preparing) return;
    setPreparing(true);
    try {
      await downloadPdf({ services, portfolioId, projectId, saveFirst });
    } finally {
      setPreparing(false);
    }
  }, [preparing, services, portfolioId, projectId, saveFirst]);
  return { preparing, start };
}

/** What the Export PDF button says while the server prints. */
export const PREPARING_PDF = 'Preparing PDF…';
