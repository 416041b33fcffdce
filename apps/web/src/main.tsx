import './app/mantine-styles';
import './app/global.css';
import { keepEarlyInput, onFirstUse } from './app/early-input';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

keepEarlyInput();
const start = async () => (await import('./app/start')).start(container);
if (container.dataset.prerendered === 'page') {
  // A prerendered page (a visitor's login page) is whole without the app: its code is fetched when the visitor starts
  // using it (tapping a field, say), and downloads while they type. A visitor who only reads it never needs it.
  onFirstUse(start);
} else if (container.dataset.prerendered) {
  // The layout with a loader is painted first and the app started after that paint: fetching and evaluating the
  // scripts takes a while on a slow phone.
  requestAnimationFrame(() => setTimeout(start));
} else void start();
