import { describe, expect, it } from 'vitest';
import { htmlPreview, htmlToText } from './htmlText';

describe('htmlToText', () => {
  it('keeps the words of the markup, on one line', () => {
    expect(htmlToText('<p>Withdrawal <b>WD1</b> of 150.00</p>\n<p>is in review.</p>')).toBe(
      'Withdrawal WD1 of 150.00 is in review.',
    );
  });

  it('drops scripts, styles, comments and attributes with their payloads', () => {
    const html =
      '<script>alert(1)</script><style>p{}</style><!-- note -->' +
      '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">Terms</a>';
    expect(htmlToText(html)).toBe('Terms');
  });

  it('decodes entities once (an escaped tag stays text)', () => {
    expect(htmlToText('Fish &amp; chips &lt;b&gt; &#20013;&#x6587; &nbsp;&unknown;')).toBe(
      'Fish & chips <b> 中文 &unknown;',
    );
  });

  it('drops a tag cut off at the end', () => {
    expect(htmlToText('Hello <a href="https://exa')).toBe('Hello');
  });
});

describe('htmlPreview', () => {
  it('cuts long text with an ellipsis, short text as it is', () => {
    expect(htmlPreview('<p>abcdef</p>', 3)).toBe('abc…');
    expect(htmlPreview('<p>abc</p>', 3)).toBe('abc');
    expect(htmlPreview('表情😀表情', 3)).toBe('表情😀…');
  });
});
