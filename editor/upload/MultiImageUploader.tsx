import { useId, useRef, useState } from 'react';
import type { UploadAnswer } from '../../model/images';
import { planMultiUpload } from './rules';
import { uploadImage } from './uploadImage';
import { UploadControls, type UploadState } from './ImageUploader';

type Props = {
  /** The list's current image URLs; empty strings are empty slots. */
  slots: string[];
  maxImages?: number;
  /** Called once per uploaded image with the slot it belongs in (past the end appends). */
  onUploaded: (index: number, image: UploadAnswer) => void;
  label?: string;
};

/** Several images at once into an image list, by the spec's slot rules (section 5). */
export function MultiImageUploader({ slots, maxImages, onUploaded, label = 'Add images' }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);

  async function upload(files: File[]) {
    const plan = planMultiUpload(slots, files, maxImages);
    setNotice(plan.message);
    if (plan.assignments.length === 0) {
      if (plan.message) setState({ status: 'failed', message: plan.message });
      return;
    }
    const progress = plan.assignments.map(() => 0);
    const report = () =>
      setState({
        status: 'uploading',
        progress: progress.reduce((sum, value) => sum + value, 0) / progress.length,
      });
    report();
    try {
      await Promise.all(
        plan.assignments.map(async ({ file, index }, n) => {
          const image = await uploadImage(file, {
            onProgress: (fraction) => {
              progress[n] = fraction;
              report();
            },
          });
          onUploaded(index, image);
        }),
      );
      setState({ status: 'done' });
    } catch (error) {
      setState({
        status: 'failed',
        message: `Failed to upload images: ${(error as Error).message}`,
      });
    }
  }

  return (
    <div className="multi-uploader" data-upload-state={state.status}>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) void upload(files);
        }}
      />
      <UploadControls label={label} state={state} onPick={() => input.current?.click()} />
      {state.status !== 'failed' && notice && <p className="uploader-notice">{notice}</p>}
    </div>
  );
}
