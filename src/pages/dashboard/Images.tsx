import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatBytes, type ImageUse, type UploadedImage } from '../../../model/images';
import { useDeleteImage, useImageLibrary } from '../../api/uploads';
import { ConfirmModal } from '../../components/Modal';
import { PageSpinner } from '../../components/PageSpinner';
import { formatDate } from './PortfolioCard';
import './images.css';

type UseGroup = { portfolioId: string | null; title: string | null; places: string[] };

/** The uses of an image, one entry per portfolio (in order), then the account's. */
function groupUses(uses: ImageUse[]): UseGroup[] {
  const groups: UseGroup[] = [];
  for (const use of uses) {
    const group = use.portfolioId
      ? groups.find((candidate) => candidate.portfolioId === use.portfolioId)
      : undefined;
    if (group) group.places.push(use.where);
    else
      groups.push({ portfolioId: use.portfolioId, title: use.portfolioTitle, places: [use.where] });
  }
  return groups;
}

/** Why an image cannot be deleted, and what to do about it. */
function blockedBecause(groups: UseGroup[]) {
  const [only] = groups;
  if (groups.length === 1 && only!.portfolioId)
    return `In use: remove it from “${only!.title}” to delete it.`;
  if (groups.length === 1) return 'In use as your profile picture: change it to delete this image.';
  return `In use in ${groups.length} places: remove it from each to delete it.`;
}

function Usage({ used, quota, count }: { used: number; quota: number; count: number }) {
  const share = quota > 0 ? Math.min(1, used / quota) : 1;
  const text = `${formatBytes(used)} of ${formatBytes(quota)}`;
  return (
    <div className="storage-usage">
      <p className="storage-usage-figures">
        <strong>{formatBytes(used)}</strong> of {formatBytes(quota)} used
        <span className="storage-usage-count">
          {count} {count === 1 ? 'image' : 'images'}
        </span>
      </p>
      <div
        className={`storage-meter${share >= 0.9 ? ' storage-meter--full' : ''}`}
        role="meter"
        aria-label="Image storage used"
        aria-valuemin={0}
        aria-valuemax={quota}
        aria-valuenow={Math.min(used, quota)}
        aria-valuetext={text}
      >
        <span style={{ width: `${share * 100}%` }} />
      </div>
      {share >= 0.9 && (
        <p className="storage-usage-note">
          Your storage is almost full. Delete images you no longer use to make room for new ones.
        </p>
      )}
    </div>
  );
}

function ImageCard({ image }: { image: UploadedImage }) {
  const factsId = useId();
  const reasonId = useId();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteImage();
  const groups = groupUses(image.usedIn);
  const used = groups.length > 0;
  const size = image.width && image.height ? `${image.width} × ${image.height} px` : 'Unknown size';

  return (
    <li className="image-card">
      <article aria-labelledby={factsId}>
        <div className="image-thumb">
          {image.thumbnailUrl ? (
            <img
              src={image.thumbnailUrl}
              alt=""
              loading="lazy"
              decoding="async"
              width={image.width ?? undefined}
              height={image.height ?? undefined}
            />
          ) : (
            <span>File missing</span>
          )}
        </div>
        <div className="image-card-body">
          <p className="image-facts" id={factsId}>
            <span>{size}</span>
            <span>{formatBytes(image.bytes)}</span>
          </p>
          <p className="image-date">Uploaded {formatDate(image.uploadedAt)}</p>
          {used ? (
            <div className="image-uses">
              <p className="image-uses-title">Used in</p>
              <ul>
                {groups.map((group) => (
                  <li key={group.portfolioId ?? 'account'}>
                    {group.portfolioId ? (
                      <>
                        <Link to={`/portfolio-builder/${group.portfolioId}`}>{group.title}</Link>
                        {group.places.map((place) => (
                          <span key={place}>{place}</span>
                        ))}
                      </>
                    ) : (
                      <Link to="/profile">{group.places.join(', ')}</Link>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="image-unused">Not used anywhere</p>
          )}
          <div className="image-actions">
            <button
              type="button"
              className="button button-danger button-small"
              disabled={used || remove.isPending}
              aria-describedby={used ? reasonId : undefined}
              onClick={() => setConfirming(true)}
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </button>
            {used && (
              <p className="image-delete-reason" id={reasonId}>
                {blockedBecause(groups)}
              </p>
            )}
          </div>
        </div>
      </article>
      {confirming && (
        <ConfirmModal
          title="Delete image"
          confirmLabel="Delete"
          onConfirm={() => {
            setConfirming(false);
            remove.mutate(image.hash);
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>Delete this image for good?</p>
          <p className="modal-note">
            It is not used in any portfolio. Deleting it frees {formatBytes(image.bytes)}.
          </p>
        </ConfirmModal>
      )}
    </li>
  );
}

/** Dashboard › Your images: every upload, where it is used, and the storage it takes. */
export function Images() {
  const library = useImageLibrary();
  return (
    <section aria-labelledby="images-title" className="images-view">
      <header className="dashboard-section-head">
        <div>
          <h2 id="images-title">Your images</h2>
          <p>Everything you have uploaded, where it appears, and the space it takes.</p>
        </div>
      </header>
      {library.isPending ? (
        <PageSpinner label="Loading your images..." />
      ) : library.isError ? (
        <div className="form-error" role="alert">
          {library.error.message || 'Failed to load your images'}{' '}
          <button type="button" className="link-button" onClick={() => library.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <Usage
            used={library.data.usage.bytes}
            quota={library.data.usage.quotaBytes}
            count={library.data.images.length}
          />
          {library.data.images.length === 0 ? (
            <div className="empty-state">
              <h3>No images yet</h3>
              <p>
                Images you upload in the builder appear here, with the portfolios that use them.
              </p>
            </div>
          ) : (
            <ul className="image-grid" aria-label="Uploaded images">
              {library.data.images.map((image) => (
                <ImageCard key={image.hash} image={image} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
