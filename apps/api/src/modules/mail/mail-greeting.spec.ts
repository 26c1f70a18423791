import { mailGreeting } from './mail-greeting.js';

describe('mail greeting', () => {
  it('greets by name in the reader’s language', () => {
    expect(mailGreeting('de', 'Lena')).toBe('Hallo Lena,');
    expect(mailGreeting('en', 'Lena')).toBe('Hello Lena,');
  });

  it('leaves out a name nobody proved (null or empty)', () => {
    expect(mailGreeting('de', null)).toBe('Guten Tag,');
    expect(mailGreeting('en', null)).toBe('Hello,');
    expect(mailGreeting('de', '')).toBe('Guten Tag,');
    expect(mailGreeting('en', undefined)).toBe('Hello,');
  });
});
