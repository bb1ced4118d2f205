import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { forgetPublicReads, usePublicRead } from './public-read';

afterEach(forgetPublicReads);

describe('usePublicRead', () => {
  it('when two parts read the same key at once, then one request serves both', async () => {
    const load = vi.fn(() => Promise.resolve(7));
    const first = renderHook(() => usePublicRead('figures', load, 60_000));
    const second = renderHook(() => usePublicRead('figures', load, 60_000));

    expect(first.result.current.isPending).toBe(true);
    await waitFor(() => {
      expect(second.result.current.data).toBe(7);
    });
    expect(first.result.current.data).toBe(7);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when a fresh answer is kept, then mounting again does not ask; a stale one is asked again', async () => {
    const load = vi.fn(() => Promise.resolve('photos'));
    const first = renderHook(() => usePublicRead('photos', load, 60_000));
    await waitFor(() => {
      expect(first.result.current.data).toBe('photos');
    });
    first.unmount();
    const again = renderHook(() => usePublicRead('photos', load, 60_000));
    expect(again.result.current.data).toBe('photos');
    expect(load).toHaveBeenCalledTimes(1);

    const stale = renderHook(() => usePublicRead('photos', load, 0));
    expect(stale.result.current.data).toBe('photos');
    await waitFor(() => {
      expect(load).toHaveBeenCalledTimes(2);
    });
  });

  it('when the API fails with a 503, then it is asked once more before the error shows', async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.reject(new ApiError(503, 'Unavailable')));
    const { result } = renderHook(() => usePublicRead('down', load, 60_000));

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(2);
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.isPending).toBe(false);
  });

  it('when the API answers a 4xx or times out, then it is not asked again', async () => {
    const refused = vi.fn(() => Promise.reject(new ApiError(404, 'Not found')));
    const slow = vi.fn(() => Promise.reject(new ApiError(0, 'Too slow', { timedOut: true })));
    const a = renderHook(() => usePublicRead('refused', refused, 60_000));
    const b = renderHook(() => usePublicRead('slow', slow, 60_000));

    await waitFor(() => {
      expect(a.result.current.error).toBeInstanceOf(ApiError);
    });
    await waitFor(() => {
      expect(b.result.current.error).toBeInstanceOf(ApiError);
    });
    expect(refused).toHaveBeenCalledTimes(1);
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('when an error is shown and the page asks again, then it is loading until the answer comes', async () => {
    const load = vi
      .fn<() => Promise<number>>()
      .mockRejectedValueOnce(new ApiError(400, 'Bad'))
      .mockResolvedValueOnce(3);
    const { result } = renderHook(() => usePublicRead('again', load, 60_000));
    await waitFor(() => {
      expect(result.current.error).toBeInstanceOf(ApiError);
    });

    let retried: Promise<void> | undefined;
    act(() => {
      retried = result.current.refetch();
    });
    expect(result.current.isPending).toBe(true);
    expect(result.current.error).toBeNull();
    await act(() => retried);
    expect(result.current.data).toBe(3);
  });
});
