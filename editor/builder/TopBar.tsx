// The builder's chrome above the page: the header (live link, device switch, save status) and the
// actions toolbar under it.
import type { usePdfDownload } from '../pdf/downloadPdf';
import type { useDraftSaver } from '../save/useDraftSaver';
import { Actions, type Panel } from './Actions';
import { DeviceSwitch, type Device } from './Devices';
import { Header, SaveIndicator } from './Header';
import type { LiveState, usePublish } from './usePublish';

type Props = {
  mode: 'customize' | 'preview';
  setMode: (mode: 'customize' | 'preview') => void;
  live: LiveState;
  device: Device;
  switchDevice: (next: Device) => void;
  saver: ReturnType<typeof useDraftSaver>;
  unsaved: boolean;
  publishing: ReturnType<typeof usePublish>;
  pdf: ReturnType<typeof usePdfDownload>;
  togglePanel: (panel: Panel) => void;
};

/** The header and the Actions, over the canvas in the Editor (the Actions use its history). */
export function TopBar({
  mode,
  setMode,
  live,
  device,
  switchDevice,
  saver,
  unsaved,
  publishing,
  pdf,
  togglePanel,
}: Props) {
  return (
    <div className="fb-top">
      <Header
        step={mode === 'preview' ? 3 : 2}
        title={mode === 'preview' ? 'Preview Portfolio' : 'Customize Portfolio'}
      >
        {live.isPublished && live.slug && (
          <a href={`/portfolio/${live.slug}`} target="_blank" rel="noopener" className="fb-live">
            Live ↗
          </a>
        )}
        <DeviceSwitch device={device} onChange={switchDevice} />
        <SaveIndicator state={saver} unsaved={unsaved} />
      </Header>
      <Actions
        mode={mode}
        setMode={setMode}
        unsaved={unsaved}
        saving={saver.status === 'saving'}
        onSave={() => void saver.save()}
        onPublish={() => void publishing.open()}
        publishLabel={live.isPublished ? 'Update live page' : 'Publish'}
        onExportPdf={() => void pdf.start()}
        preparingPdf={pdf.preparing}
        onPanel={togglePanel}
      />
    </div>
  );
}
