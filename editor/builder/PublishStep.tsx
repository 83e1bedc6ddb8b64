import { slugFromTitle } from '../../model/rules';
import { PublishDialog, type PublishDialogProps } from '../PublishDialog';
import type { BuilderServices } from '../services';
import type { LiveState, usePublish } from './usePublish';

type Props = Pick<PublishDialogProps, 'findings' | 'onShowFinding'> & {
  publishing: ReturnType<typeof usePublish>;
  live: LiveState;
  /** Offered as the address when the page has none yet. */
  title: string;
  portfolioId: string;
  services: BuilderServices;
};

/** The publish dialog as both editors open it: through `publishing`, at the live or a new address. */
export function PublishStep({ publishing, live, title, portfolioId, services, ...check }: Props) {
  if (!publishing.dialog.open) return null;
  return (
    <PublishDialog
      initialSlug={live.slug ?? slugFromTitle(title)}
      published={live.isPublished}
      publishing={publishing.dialog.busy}
      failed={publishing.dialog.failed}
      checkSlug={(slug) => services.checkSlug(slug, portfolioId)}
      onPublish={(slug) => void publishing.publish(slug)}
      onClose={publishing.close}
      {...check}
    />
  );
}
