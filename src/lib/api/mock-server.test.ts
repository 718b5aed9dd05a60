import { storedPersistence } from '@mirage/persistence';
import { post, startTestServer } from '@/test/mirage';
import { safeLocalStorage } from '../storage';
import { DEMO_DATA_NOT_SAVED, onDemoDataNotSaved, reportDemoDataNotSaved } from './mock-server';

describe('telling the page that the demo data was not saved', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('calls every registered listener with the notice, until it unsubscribes', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onDemoDataNotSaved(first);
    const stopSecond = onDemoDataNotSaved(second);
    reportDemoDataNotSaved();
    stopFirst();
    reportDemoDataNotSaved();
    stopSecond();
    reportDemoDataNotSaved();

    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith(DEMO_DATA_NOT_SAVED);
    expect(second).toHaveBeenCalledTimes(2);
    expect(DEMO_DATA_NOT_SAVED.title).toBe('Demo data not saved');
    expect(DEMO_DATA_NOT_SAVED.message).toMatch(/Reset demo data/);
  });

  it('hears of a full localStorage from the mock server, once per streak', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const listener = vi.fn();
    const stop = onDemoDataNotSaved(listener);
    // The page's store and callback, as ensureApiReady hands them to the mock server.
    const { server } = startTestServer({
      persistence: storedPersistence(safeLocalStorage, { onSaveFailed: reportDemoDataNotSaved }),
    });
    await post('/api/send-otp', { phone: '+15557654321' });
    await post('/api/send-otp', { phone: '+15557654322' });
    stop();
    server.shutdown();

    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(DEMO_DATA_NOT_SAVED);
  });
});
