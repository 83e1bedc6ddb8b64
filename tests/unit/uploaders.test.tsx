import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageUploader } from '../../editor/upload/ImageUploader';
import { MultiImageUploader } from '../../editor/upload/MultiImageUploader';
import { planMultiUpload, singleFileProblem } from '../../editor/upload/rules';

const file = (type = 'image/jpeg', size = 1000) => ({ type, size });
const MB = 1024 * 1024;

describe('the single uploader rules', () => {
  it.each([
    [file('image/png'), null],
    [file('application/pdf'), 'Please select an image file'],
    [file('image/jpeg', 25 * MB), 'File size must be less than 25MB'],
    [file('image/jpeg', 25 * MB - 1), null],
  ])('checks %o', (candidate, message) => expect(singleFileProblem(candidate)).toBe(message));
});

describe('the multi uploader rules', () => {
  it('fills empty slots first, then adds slots up to the maximum', () => {
    const plan = planMultiUpload(['a.webp', '', 'c.webp', ''], [file(), file(), file(), file()], 6);
    expect(plan.assignments.map((assignment) => assignment.index)).toEqual([1, 3, 4, 5]);
    expect(plan.message).toBeNull();
  });

  it('counts filled slots and drops the extra files with the spec message', () => {
    const plan = planMultiUpload(['a', 'b', 'c', 'd', 'e'], [file(), file(), file()], 6);
    expect(plan.assignments.map((assignment) => assignment.index)).toEqual([5]);
    expect(plan.message).toBe('Maximum 6 images reached');
  });

  it('takes nothing when the list is full', () => {
    const plan = planMultiUpload(['a', 'b'], [file()], 2);
    expect(plan.assignments).toEqual([]);
    expect(plan.message).toBe('Maximum 2 images reached');
  });

  it('refuses a selection with anything but images', () => {
    const plan = planMultiUpload([], [file(), file('text/html')], 6);
    expect(plan).toEqual({ assignments: [], message: 'Please select image files only' });
  });
});

/** A stand-in XMLHttpRequest: the browser tests send real uploads to the real server. */
function fakeXhr(status: number, body: unknown) {
  return class {
    upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
    status = status;
    statusText = status === 200 ? 'OK' : 'Bad Request';
    responseText = JSON.stringify(body);
    timeout = 0;
    onload?: () => void;
    onerror?: () => void;
    open() {}
    setRequestHeader() {}
    send() {
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        setTimeout(() => this.onload?.(), 10);
      }, 10);
    }
  };
}

describe('ImageUploader', () => {
  it('uploads a picked image and hands back its URL', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(201, {
        success: true,
        data: { url: '/uploads/x.webp', width: 1, height: 1, variants: [] },
      }),
    );
    const onUploaded = vi.fn();
    const { container } = render(<ImageUploader onUploaded={onUploaded} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Upload image' })).toBeEnabled();
    expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ url: '/uploads/x.webp' }));
    vi.unstubAllGlobals();
  });

  it('shows the server message when the upload is refused', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(415, { success: false, message: 'Please select an image file' }),
    );
    const { container } = render(<ImageUploader onUploaded={vi.fn()} />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['<svg/>'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an image file');
    vi.unstubAllGlobals();
  });
});

describe('MultiImageUploader', () => {
  it('says when files were dropped for the maximum', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr(201, {
        success: true,
        data: { url: '/uploads/y.webp', width: 1, height: 1, variants: [] },
      }),
    );
    const onUploaded = vi.fn();
    const { container } = render(
      <MultiImageUploader
        slots={['a', 'b', 'c', 'd', 'e']}
        maxImages={6}
        onUploaded={onUploaded}
      />,
    );
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, [
      new File(['1'], '1.png', { type: 'image/png' }),
      new File(['2'], '2.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByText('Maximum 6 images reached')).toBeInTheDocument();
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(onUploaded).toHaveBeenCalledWith(5, expect.objectContaining({ url: '/uploads/y.webp' }));
    vi.unstubAllGlobals();
  });
});

describe('MultiImageUploader with many images', () => {
  it('sends three at a time, waits when the server is busy, and places every image', async () => {
    let inFlight = 0;
    let most = 0;
    let sent = 0;
    class BusyThenFine {
      upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
      status = 0;
      statusText = '';
      responseText = '';
      timeout = 0;
      onload?: () => void;
      open() {}
      setRequestHeader() {}
      getResponseHeader(name: string) {
        return name === 'Retry-After' && this.status === 429 ? '1' : null;
      }
      send() {
        const attempt = ++sent;
        inFlight++;
        most = Math.max(most, inFlight);
        setTimeout(() => {
          inFlight--;
          // The first two attempts are turned away, as the server does past its per-user limit.
          this.status = attempt <= 2 ? 429 : 201;
          this.responseText = JSON.stringify(
            attempt <= 2
              ? { success: false, message: 'Too many uploads at once' }
              : {
                  success: true,
                  data: { url: `/uploads/${attempt}.webp`, width: 1, height: 1, variants: [] },
                },
          );
          this.onload?.();
        }, 5);
      }
    }
    vi.stubGlobal('XMLHttpRequest', BusyThenFine);
    const onUploaded = vi.fn();
    const { container } = render(
      <MultiImageUploader slots={[]} maxImages={60} onUploaded={onUploaded} />,
    );
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(
      input,
      Array.from({ length: 8 }, (_, n) => new File([String(n)], `${n}.png`, { type: 'image/png' })),
    );
    await vi.waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(8), { timeout: 5_000 });
    expect(onUploaded.mock.calls.map(([index]) => index).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7,
    ]);
    expect(most).toBeLessThanOrEqual(3);
    expect(sent).toBe(10);
    await vi.waitFor(() =>
      expect(container.querySelector('[data-upload-state]')).toHaveAttribute(
        'data-upload-state',
        'done',
      ),
    );
    vi.unstubAllGlobals();
  });
});
