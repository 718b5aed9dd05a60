import { clearanceOf, mayAccess, scopeOf, uploadLevels } from './access';

test('upload levels above the user’s clearance are disabled, with the reason', () => {
  expect(uploadLevels({ id: 'm', companyId: 'c', clearance: 'Classified' })).toEqual([
    { level: 'Public', disabled: false },
    { level: 'Classified', disabled: false },
    { level: 'Confidential', disabled: true, reason: 'Above your clearance (Classified)' },
    { level: 'Private', disabled: true, reason: 'Above your clearance (Classified)' },
  ]);
  expect(
    uploadLevels({ id: 'o', companyId: 'c', clearance: 'Private' }).every(
      (option) => !option.disabled,
    ),
  ).toBe(true);
});

test('a missing clearance or company never widens access', () => {
  expect(clearanceOf({ id: 'x' })).toBe('Public');
  expect(scopeOf({ id: 'x' })).toBe('user:x');
  expect(scopeOf({ id: 'x', companyId: 'acme' })).toBe('company:acme');
  const document = { scope: 'company:acme', classification: 'Classified' as const };
  expect(mayAccess({ id: 'x', companyId: 'acme' }, document)).toBe(false);
  expect(mayAccess({ id: 'x', companyId: 'acme', clearance: 'Classified' }, document)).toBe(true);
  expect(mayAccess({ id: 'x', companyId: 'other', clearance: 'Private' }, document)).toBe(false);
  expect(mayAccess({ id: 'x', clearance: 'Private' }, document)).toBe(false);
});
