import { useId, useRef, useState } from 'react';
import type { UploadAnswer } from '../../model/images';
import { singleFileProblem } from './rules';
import { uploadImage } from './uploadImage';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; progress: number }
  | { status: 'done' }
  | { status: 'failed'; message: string };

type Props = {
  label?: string;
  onUploaded: (image: UploadAnswer) => void;
  className?: string;
};

/** One image: picked, checked (image files only, under 25MB), uploaded with progress. */
export function ImageUploader({ label = 'Upload image', onUploaded, className }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  async function upload(file: File) {
    const problem = singleFileProblem(file);
    if (problem) return setState({ status: 'failed', message: problem });
    setState({ status: 'uploading', progress: 0 });
    try {
      const image = await uploadImage(file, {
        onProgress: (progress) => setState({ status: 'uploading', progress }),
      });
      setState({ status: 'done' });
      onUploaded(image);
    } catch (error) {
      setState({ status: 'failed', message: (error as Error).message || 'Failed to upload image' });
    }
  }

  // Phrasing content only (spans, not a div or a p): a picture's controls may sit inside a link or a line.
  return (
    <span className={`uploader ${className ?? ''}`.trim()} data-upload-state={state.status}>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <UploadControls label={label} state={state} onPick={() => input.current?.click()} />
    </span>
  );
}

/** The pick button with its progress and error: one look for every uploader. */
export function UploadControls({
  label,
  state,
  onPick,
}: {
  label: string;
  state: UploadState;
  onPick: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className="uploader-button"
        disabled={state.status === 'uploading'}
        onClick={onPick}
      >
        {state.status === 'uploading' ? `Uploading... ${Math.round(state.progress * 100)}%` : label}
      </button>
      {state.status === 'uploading' && (
        <progress
          className="uploader-progress"
          max={1}
          value={state.progress}
          aria-label="Upload progress"
        />
      )}
      {state.status === 'failed' && (
        <span className="uploader-error" role="alert">
          {state.message}
        </span>
      )}
    </>
  );
}
