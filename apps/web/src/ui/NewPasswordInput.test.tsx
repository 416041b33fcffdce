import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { NewPasswordInput } from './NewPasswordInput';

function PasswordField({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <NewPasswordInput
      label="New password"
      value={value}
      error={error}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

const hints = () => screen.queryAllByText(/^Password should/).map((hint) => hint.textContent);
/** The meter's colour, as Mantine paints its bar. */
const meterColor = () =>
  screen.getByRole('progressbar', { hidden: true }).style.getPropertyValue('--progress-section-color');
const strength = () => screen.getByRole('progressbar', { hidden: true }).getAttribute('aria-valuenow');

describe('NewPasswordInput', () => {
  it('tells the rules before anything is typed, and lists no broken rule yet', () => {
    renderWithProviders(<PasswordField />);
    expect(
      screen.getByText(
        '8 to 20 characters, with an uppercase letter, a lowercase letter, a number and a special character.',
      ),
    ).toBeInTheDocument();
    expect(hints()).toEqual([]);
    expect(strength()).toBe('0');
  });

  it('lists each rule the password still breaks, and drops them as they are met', async () => {
    const { user } = renderWithProviders(<PasswordField />);
    const field = screen.getByLabelText('New password');
    const steps = [
      {
        typed: 'demo',
        broken: [
          'Password should be at least 8 characters long.',
          'Password should contain at least one uppercase letter.',
          'Password should contain at least one number.',
          'Password should contain at least one special character.',
        ],
        strength: '20',
      },
      { typed: 'Demo2026', broken: ['Password should contain at least one special character.'], strength: '80' },
      { typed: 'Demo2026#', broken: [], strength: '100' },
    ];
    for (const { typed, broken, strength: expected } of steps) {
      await user.clear(field);
      await user.type(field, typed);
      expect(hints()).toEqual(broken);
      expect(strength()).toBe(expected);
    }
  });

  it('keeps a password past the limit whole and says it is too long', async () => {
    const { user } = renderWithProviders(<PasswordField />);
    const field = screen.getByLabelText('New password');
    await user.type(field, 'Demo#2026Demo#2026abc');
    expect(field).toHaveValue('Demo#2026Demo#2026abc');
    expect(hints()).toEqual(['Password should be at most 20 characters long.']);
  });

  it('turns the meter red, never a full green, for a strong password refused as too long', async () => {
    const { user } = renderWithProviders(<PasswordField />);
    const field = screen.getByLabelText('New password');
    await user.type(field, 'Demo#2026Demo#2026ab');
    expect(meterColor()).toContain('teal');
    await user.type(field, 'c');
    expect(meterColor()).toContain('red');
    expect(hints()).toEqual(['Password should be at most 20 characters long.']);
  });

  it('marks the field in error without saying a broken rule twice when the form reports it too', async () => {
    const { user } = renderWithProviders(<PasswordField error="Password should contain at least one number." />);
    await user.type(screen.getByLabelText('New password'), 'Demo#');
    expect(screen.getAllByText('Password should contain at least one number.')).toHaveLength(1);
    expect(screen.getByLabelText('New password')).toHaveAttribute('data-invalid', 'true');
  });
});
