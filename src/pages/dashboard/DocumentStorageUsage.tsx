import { HISTORY_DAILY_DAYS, HISTORY_RECENT_VERSIONS } from '../../../model/history';
import { formatBytes } from '../../../model/images';
import { useDocumentStorage } from '../../api/portfolios';
import './images.css';

/** Past this share of the budget, the figure turns red and says what to do. */
const NEARLY_FULL = 0.9;

/**
 * "Storage: 12.4 MB of 200 MB": what the database keeps of the account's portfolios (working copies,
 * case studies and history), against the budget saves and publishes are held to.
 */
export function DocumentStorageUsage() {
  const storage = useDocumentStorage();
  // A figure it could not read is left out rather than guessed.
  if (!storage.data) return null;
  const { bytes, quotaBytes } = storage.data;
  const share = quotaBytes > 0 ? Math.min(1, bytes / quotaBytes) : 1;
  const text = `${formatBytes(bytes)} of ${formatBytes(quotaBytes)}`;
  return (
    <div className="storage-usage">
      <p className="storage-usage-figures">
        Storage: <strong>{formatBytes(bytes)}</strong> of {formatBytes(quotaBytes)}
      </p>
      <div
        className={`storage-meter${share >= NEARLY_FULL ? ' storage-meter--full' : ''}`}
        role="meter"
        aria-label="Portfolio storage used"
        aria-valuemin={0}
        aria-valuemax={quotaBytes}
        aria-valuenow={Math.min(bytes, quotaBytes)}
        aria-valuetext={text}
      >
        <span style={{ width: `${share * 100}%` }} />
      </div>
      <p className="storage-usage-hint">
        Your portfolios with their case studies and history (the last {HISTORY_RECENT_VERSIONS}{' '}
        versions of each, and one a day for {HISTORY_DAILY_DAYS} days). Images count separately, in
        Your images.
      </p>
      {share >= NEARLY_FULL && (
        <p className="storage-usage-note">
          Your portfolio storage is almost full. Delete portfolios you no longer need, or saves and
          publishes will be refused.
        </p>
      )}
    </div>
  );
}
