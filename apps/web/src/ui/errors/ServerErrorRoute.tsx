import { ServerErrorPage } from './ErrorPages';

export default ServerErrorPage;
