import { findRootElement } from './root-element';

describe('findRootElement', () => {
  it('returns the #root element', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(findRootElement().id).toBe('root');
  });

  it('throws a clear error when #root is missing', () => {
    document.body.innerHTML = '';
    expect(() => findRootElement()).toThrow(
      'Retail Ops AI cannot start: the page has no element with id "root".',
    );
  });
});

describe('main.tsx', () => {
  it('refuses to start without #root', async () => {
    document.body.innerHTML = '';
    await expect(import('../main')).rejects.toThrow(/no element with id "root"/);
  });
});
