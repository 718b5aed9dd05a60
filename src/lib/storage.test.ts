import { readStored, removeStored, subscribeStored, writeStored } from './storage';

describe('storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('reads back what it wrote and forgets what it removed', () => {
    writeStored('k', 'v');
    expect(readStored('k')).toBe('v');
    removeStored('k');
    expect(readStored('k')).toBeNull();
  });

  it('answers null and does not throw when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeStored('k', 'v')).not.toThrow();
    expect(readStored('k')).toBeNull();
  });
});

describe('writeStored', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('says whether the value was kept', () => {
    expect(writeStored('k', 'v')).toBe(true);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(writeStored('k', 'w')).toBe(false);
  });
});

describe('subscribeStored', () => {
  afterEach(() => localStorage.clear());

  /** What the browser does in this tab when another tab changes localStorage. */
  function changedInAnotherTab(key: string | null, value: string | null, area = localStorage) {
    if (key === null) area.clear();
    else if (value === null) area.removeItem(key);
    else area.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: area }));
  }

  it("hears another tab's changes to its key, and the storage being cleared, until it stops", () => {
    const listener = vi.fn();
    const stop = subscribeStored('token', listener);
    changedInAnotherTab('token', 'abc');
    changedInAnotherTab('other', 'x');
    changedInAnotherTab('token', 'def', sessionStorage);
    changedInAnotherTab('token', null);
    changedInAnotherTab('token', 'ghi');
    changedInAnotherTab(null, null);
    stop();
    changedInAnotherTab('token', 'jkl');
    expect(listener.mock.calls).toEqual([['abc'], [null], ['ghi'], [null]]);
  });
});
