import { describe, expect, it } from 'vitest';
import { csvRupees, csvText } from './earnings';

describe('earnings CSV cells', () => {
  it('writes paise as plain rupees with two decimals', () => {
    expect([0, 5, 99, 100, 199_900, 123_456_789, -2_550].map(csvRupees)).toEqual(['0.00', '0.05', '0.99', '1.00', '1999.00', '1234567.89', '-25.50']);
  });

  it('puts an apostrophe before a cell a spreadsheet would read as a formula', () => {
    expect(['=HYPERLINK("x")', '+91', '-1', '@SUM(A1)', '\tx', 'Kavya', 'a=b'].map(csvText)).toEqual(['"\'=HYPERLINK(""x"")"', "'+91", "'-1", "'@SUM(A1)", "'\tx", 'Kavya', 'a=b']);
  });

  it('quotes a cell holding a comma, a quote or a line break', () => {
    expect(['Iyer, Meera', 'say "hi"', 'two\nlines'].map(csvText)).toEqual(['"Iyer, Meera"', '"say ""hi"""', '"two\nlines"']);
  });
});
