// @isolate: asserts that the container is absent before the first toast, which a toast sent by an
// earlier file in a shared worker would have loaded already.
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import { notify } from '../../src/app/toasts';

describe('toasts', () => {
  // The first toast imports react-toastify: slow on a loaded machine.
  it('load their container with the first one, then show one at a time', async () => {
    render(
      <AppProviders>
        <p>A page</p>
      </AppProviders>,
    );
    expect(document.querySelector('.Toastify')).toBeNull();

    act(() => notify('success', 'Logged out successfully'));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();

    const first = screen.getByText('Logged out successfully').closest('.Toastify__toast')!;
    act(() => notify('error', 'Session expired. Please login again.'));
    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    // Dismissed: jsdom runs no CSS animation, so it stays in the document marked as leaving.
    await waitFor(() => expect(first).toHaveAttribute('data-in', 'false'));
  }, 20_000);
});
