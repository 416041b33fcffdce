import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { SearchForm, type SearchValues, searchedText } from './SearchForm';

function renderSearchForm(options: { initial?: SearchValues; language?: 'en' | 'ms' } = {}) {
  const onSearch = vi.fn();
  const view = renderWithProviders(<SearchForm loading={false} onSearch={onSearch} initial={options.initial} />, {
    language: options.language ?? 'en',
  });
  return { ...view, onSearch };
}

describe('SearchForm', () => {
  it('searches a plate typed in lower case, upper-cased as it is typed', async () => {
    const { user, onSearch } = renderSearchForm();
    await user.type(screen.getByLabelText('Vehicle Number'), 'bmk 8821');
    expect(screen.getByLabelText('Vehicle Number')).toHaveValue('BMK 8821');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ vehicleNo: 'BMK 8821', vehChassisNo: '' });
  });

  it('drops characters a plate cannot hold', async () => {
    const { user } = renderSearchForm();
    await user.type(screen.getByLabelText('Vehicle Number'), 'wxy.1234!');
    expect(screen.getByLabelText('Vehicle Number')).toHaveValue('WXY1234');
  });

  it('locks the other field once one is typed in, and frees it when emptied', async () => {
    const { user } = renderSearchForm();
    const chassis = screen.getByLabelText('Chassis Number');
    await user.type(screen.getByLabelText('Vehicle Number'), 'W');
    expect(chassis).toBeDisabled();
    await user.clear(screen.getByLabelText('Vehicle Number'));
    expect(chassis).toBeEnabled();
  });

  it('asks for a number when nothing was typed, and does not search', async () => {
    const { user, onSearch } = renderSearchForm();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter Vehicle Number / Chassis No to search');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('refuses a link that fills both fields, leaving both editable', async () => {
    const { user, onSearch } = renderSearchForm({
      initial: { vehicleNo: 'WXY 1234', vehChassisNo: 'PM2L252S002107437' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed to search using both fields.');
    expect(screen.getByLabelText('Vehicle Number')).toBeEnabled();
    expect(screen.getByLabelText('Chassis Number')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Vehicle Number'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ vehicleNo: '', vehChassisNo: 'PM2L252S002107437' });
  });

  it('hints under the chassis field at a VIN whose check digit does not match, and still searches', async () => {
    const { user, onSearch } = renderSearchForm();
    const chassis = screen.getByLabelText('Chassis Number');
    await user.type(chassis, '1M8GDM9AXKP042788');
    expect(screen.queryByTestId('chassis-hint')).not.toBeInTheDocument();
    await user.clear(chassis);
    await user.type(chassis, '1M8GDM9A1KP042788');
    expect(screen.getByTestId('chassis-hint')).toHaveTextContent(/This chassis number may have a typo/);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ vehicleNo: '', vehChassisNo: '1M8GDM9A1KP042788' });
  });

  it('speaks Malay', async () => {
    const { user } = renderSearchForm({ language: 'ms' });
    await user.click(screen.getByRole('button', { name: 'Semak' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sila masukkan Nombor Pendaftaran / Nombor Casis untuk membuat semakan',
    );
  });
});

describe('searchedText', () => {
  it('shows a plate with its spacing and a chassis number as typed', () => {
    expect(searchedText({ vehicleNo: 'BMK8821', vehChassisNo: '' })).toBe('BMK 8821');
    expect(searchedText({ vehicleNo: '', vehChassisNo: 'PM2L252S002107437' })).toBe('PM2L252S002107437');
  });
});
