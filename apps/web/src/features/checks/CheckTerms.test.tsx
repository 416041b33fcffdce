import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { CheckTerms } from './CheckTerms';

/** The refund term as a reader sees it, its e-mail link included. */
const refundTerm = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
    .find((sentence) => sentence.includes('@')) ?? '';

/** The line that links to the full Terms, as a reader sees it. */
const fullTermsLine = () => screen.getByRole('link', { name: /Terms|服务条款/ }).parentElement?.textContent ?? '';

describe('the terms around their links', () => {
  it('keep Chinese sentences free of spaces around the e-mail address and the Terms link', () => {
    renderWithProviders(<CheckTerms />, { language: 'zh' });
    expect(refundTerm(), 'no space after the title').toMatch(/^[^ ]+。[^ ]/);
    expect(refundTerm(), 'nor around the address').toMatch(/至[\w.]+@[\w.]+。$/);
    expect(fullTermsLine()).toMatch(/同样适用。$/);
    expect(fullTermsLine()).not.toContain(' ');
  });

  it('keep the spaces between English words and the links', () => {
    renderWithProviders(<CheckTerms />, { language: 'en' });
    expect(refundTerm()).toMatch(/[a-z] \S+@/);
    expect(fullTermsLine()).toMatch(/[a-z] Terms/);
  });
});
