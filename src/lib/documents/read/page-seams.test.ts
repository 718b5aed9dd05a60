import { sentencesAcrossPages } from './page-seams';

describe('a sentence cut by a page break', () => {
  test('its end moves back to the page it finishes, and leaves the next page', () => {
    expect(
      sentencesAcrossPages([
        'We will notify you of any changes by posting a revised policy on our',
        'website.\nQuestions or Concerns\nContact the Privacy Officer.',
      ]),
    ).toEqual([
      'We will notify you of any changes by posting a revised policy on our website.',
      'Questions or Concerns\nContact the Privacy Officer.',
    ]);
  });

  test('a page ending in a stop, a heading or a list item is left alone', () => {
    const pages = [
      'Report it at once.',
      'then wait for a reply.',
      'Reporting Procedures',
      'You can call us.',
      'include:\n1. The time and date.\n2. Who was involved.',
      '3. What happened.',
    ];
    expect(sentencesAcrossPages(pages)).toEqual(pages);
  });

  test('a page break followed by a capital starts a new sentence; a run-on with no stop stays', () => {
    const pages = ['the policy applies to all staff', 'Leave', 'and more words with no end'];
    expect(sentencesAcrossPages(pages)).toEqual(pages);
  });
});
