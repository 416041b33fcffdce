import { i18n, type Language } from '@portal/contract';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppServices } from '../AppServices';
import { App } from '../app/App';
import { showLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';

interface RenderOptions {
  /** The language the screens show (English unless said). */
  language?: Language;
  /** The address the component is shown at, for components that read it or link from it. */
  path?: string;
}

/**
 * Renders a component inside the app's own providers (i18n, Mantine with the portal's theme, TanStack Query) and a
 * router, as a user would meet it; `user` types and clicks as a user does.
 */
export function renderWithProviders(ui: ReactElement, { language = 'en', path = '/' }: RenderOptions = {}) {
  showLanguage(language);
  // Each test starts with nothing fetched: answers of an earlier test are not this one's.
  queryClient.clear();
  const user = userEvent.setup();
  const view = render(
    <AppServices queryClient={queryClient} i18n={i18n} origin="http://localhost">
      <App>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </App>
    </AppServices>,
  );
  return { user, ...view };
}
