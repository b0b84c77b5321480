// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PageRuntimeProvider } from '@cycle/engine/react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/messages/en.ts';
import { createToastStore, CUSTOM_TOAST_THRESHOLD } from './create-toast-store.ts';
import { Toaster } from './toaster.tsx';

function mount(store = createToastStore()) {
  const runtime = { staticQueries: { dictionary: en }, slices: {}, sliceComponents: {}, page: { path: '/', data: {}, head: { title: '' }, pageContext: {} } };
  render(<PageRuntimeProvider value={runtime as never}><Toaster store={store} /></PageRuntimeProvider>);
  return store;
}

describe('Toaster', () => {
  it('shows a toast with Copy to Clipboard, copying title and description', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const store = mount();
    act(() => void store.show({ level: 'error', title: 'Captcha could not be loaded', description: 'http://127.0.0.1:4400/recaptcha/api.js' }));
    expect(screen.getByRole('alert').textContent).toContain('Captcha could not be loaded');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.toastCopy })));
    expect(writeText).toHaveBeenCalledWith('Captcha could not be loaded\n\nhttp://127.0.0.1:4400/recaptcha/api.js');
    expect(screen.getByRole('button', { name: en.toastCopied })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en.toastDismiss }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('folds a description over 250 characters into the custom toast', () => {
    const store = mount();
    act(() => void store.show({ level: 'warning', title: 'Long', description: 'z'.repeat(CUSTOM_TOAST_THRESHOLD + 1) }));
    const toast = screen.getByRole('status');
    expect(toast.closest('li')?.getAttribute('data-toast')).toBe('custom');
    // The live region sits inside the list item, so the list keeps only list items.
    expect(toast.parentElement?.tagName).toBe('LI');
    expect(toast.querySelector('details summary')?.textContent).toBe(en.toastShowMore);
  });
});
