import './app/mantine-styles';
import './app/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const start = async () => (await import('./app/start')).start(container);
// A prerendered page is painted first and the app started after that paint: evaluating the scripts takes the main
// thread for a while on a slow phone. The scripts themselves are fetched at once (modulepreload in index.html).
if (container.dataset.prerendered) requestAnimationFrame(() => setTimeout(start));
else void start();
