import './app/mantine-styles';
import './app/global.css';
import { keepEarlyInput } from './app/early-input';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

keepEarlyInput();
const start = async () => (await import('./app/start')).start(container);
// A prerendered page or the layout with a loader (prerender.ts) is painted first and the app started after that
// paint: fetching and evaluating the scripts takes a while on a slow phone.
if (container.dataset.prerendered) requestAnimationFrame(() => setTimeout(start));
else void start();
