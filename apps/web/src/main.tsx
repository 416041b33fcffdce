import './app/mantine-styles';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startInPageLanguage } from './app/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

startInPageLanguage();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
