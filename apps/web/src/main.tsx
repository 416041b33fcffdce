import './app/mantine-styles';
import './app/global.css';
import { keepEarlyInput, onFirstUse } from './app/early-input';

// This script is `async` (index.html): it runs as soon as it arrives, maybe before the page below has been parsed,
// so that a tap or typing while a long page is still loading is kept rather than lost.
keepEarlyInput();
const firstUse = new Promise<void>((resolve) => onFirstUse(resolve));

const start = async (container: HTMLElement) => (await import('./app/start')).start(container);

function begin() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  if (container.dataset.prerendered === 'page') {
    // A page the server wrote whole (a visitor's login page, a dealer's checklist) needs no app to be read: its code
    // is fetched when the visitor starts using it (tapping a field, say), and downloads while they type.
    void firstUse.then(() => start(container));
  } else if (container.dataset.prerendered) {
    // The layout with a loader is painted first and the app started after that paint: fetching and evaluating the
    // scripts takes a while on a slow phone.
    requestAnimationFrame(() => setTimeout(() => start(container)));
  } else void start(container);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', begin, { once: true });
else begin();
