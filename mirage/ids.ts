import { randomHex } from './secrets';

/**
 * Mirage's identity manager for every table: random ids instead of 1, 2, 3. Each tab of the
 * browser runs its own mock server over the one stored database, so two tabs counting from the
 * same number would give two different records one id, and one would overwrite the other.
 */
export class RandomIdentityManager {
  private used = new Set<string>();

  /** A fresh id, never one this tab has seen. */
  fetch(): string {
    let id = randomHex(8);
    while (this.used.has(id)) id = randomHex(8);
    this.used.add(id);
    return id;
  }

  /**
   * Records an id given with a record (seeds, stored records, another tab's records). An id this
   * tab saw before may come back: a record removed here can arrive again from another tab.
   */
  set(id: string | number): void {
    this.used.add(String(id));
  }

  reset(): void {
    this.used.clear();
  }
}
