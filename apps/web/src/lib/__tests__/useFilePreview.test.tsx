import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useFilePreview } from '../useFilePreview.ts';

afterEach(() => vi.unstubAllGlobals());

/** jsdom has no object URLs: count the ones made and released. */
function stubObjectUrls() {
  let made = 0;
  const create = vi.fn(() => `blob:preview-${++made}`);
  const revoke = vi.fn();
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = create;
      static override revokeObjectURL = revoke;
    },
  );
  return { create, revoke };
}

const image = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('useFilePreview', () => {
  it('previews the chosen file and releases each URL when replaced, cleared or left', () => {
    const { create, revoke } = stubObjectUrls();
    const { result, unmount } = renderHook(() => useFilePreview()[0]);
    expect(result.current.preview).toBeNull();

    const first = image('first.png');
    act(() => result.current.choose(first));
    expect(result.current.preview).toEqual({ file: first, url: 'blob:preview-1' });
    expect(revoke).not.toHaveBeenCalled();

    act(() => result.current.choose(image('second.png')));
    expect(result.current.preview?.url).toBe('blob:preview-2');
    expect(revoke).toHaveBeenCalledWith('blob:preview-1');

    act(() => result.current.clear());
    expect(result.current.preview).toBeNull();
    expect(revoke).toHaveBeenCalledWith('blob:preview-2');

    act(() => result.current.choose(image('third.png')));
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:preview-3');
    expect(revoke).toHaveBeenCalledTimes(create.mock.calls.length);
  });

  it('refuses a file its check refuses: no preview, the input emptied, the reason until the next choice', () => {
    const { create } = stubObjectUrls();
    const input = document.createElement('input');
    input.type = 'file';
    const { result } = renderHook(() => {
      const [file, inputRef] = useFilePreview((chosen) =>
        chosen.type === 'image/png' ? null : 'Please choose a PNG.',
      );
      inputRef.current = input;
      return file;
    });
    const clearInput = vi.spyOn(input, 'value', 'set');

    act(() => result.current.choose(image('good.png')));
    expect(result.current.preview?.file.name).toBe('good.png');

    act(() => result.current.choose(new File(['x'], 'notes.txt', { type: 'text/plain' })));
    expect(result.current.problem).toBe('Please choose a PNG.');
    expect(result.current.preview).toBeNull();
    expect(clearInput).toHaveBeenCalledWith('');
    expect(create).toHaveBeenCalledTimes(1);

    act(() => result.current.choose(image('again.png')));
    expect(result.current.problem).toBeNull();
    expect(result.current.preview?.file.name).toBe('again.png');
  });
});
