import { citedTextItems } from './cited-text-items';

describe('citedTextItems', () => {
  const items = [
    'Fire safety',
    '',
    'Extinguishers are inspected ',
    'monthly.',
    'Exits stay clear.',
  ];

  it('finds the items of a passage whatever the white space between them', () => {
    expect(citedTextItems(items, 'Extinguishers are\ninspected monthly.')).toEqual([2, 3]);
  });

  it('includes items the passage starts or ends inside', () => {
    expect(citedTextItems(items, 'safety Extinguishers')).toEqual([0, 2]);
  });

  it('finds a passage whose word hyphenated at a line end was written whole', () => {
    const printed = ['The Open Compli-', '', 'ance Program offers training.'];
    expect(citedTextItems(printed, 'The Open Compliance Program offers training.')).toEqual([0, 2]);
  });

  it('finds the start of a passage whose last sentence was finished from the next page', () => {
    const page = ['Fire safety', 'Exits stay clear at all times and', 'doors are'];
    const passage = 'Exits stay clear at all times and doors are never locked.';
    expect(citedTextItems(page, passage)).toEqual([1, 2]);
    // A few letters at the page's end are not a passage's start.
    expect(citedTextItems(page, 'doors are never locked.')).toEqual([]);
  });

  it('finds nothing for a passage that is not on the page, or an empty one', () => {
    expect(citedTextItems(items, 'Fire doors are locked.')).toEqual([]);
    expect(citedTextItems(items, ' \n')).toEqual([]);
  });
});
